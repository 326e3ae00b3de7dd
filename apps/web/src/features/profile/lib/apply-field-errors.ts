import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Puts the server's per-field messages on the matching form fields. Returns true when at
 * least one landed, so the caller need not repeat the message above the form.
 */
export function applyFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(err instanceof ApiError)) return false;
  let applied = false;
  for (const name of fieldNames) {
    const message = err.fields[name];
    if (message) {
      setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** The message to show above the form, unless the field messages already say it. */
export function formLevelMessage(err: unknown, fieldNames: readonly string[]): string | null {
  if (err instanceof ApiError && fieldNames.some((name) => err.fields[name])) return null;
  return err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';
}
