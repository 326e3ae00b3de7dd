import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

export interface SplitFields<F extends string> {
  /** Messages that belong to an input of the form. */
  byField: Partial<Record<F, string>>;
  /** Messages for fields this form does not show (another step, a group such as `place`). */
  unplaced: string[];
}

/**
 * Sorts the server's `fields` onto the form's inputs. `aliases` maps a server key to the input
 * that should carry it (e.g. `startsAt` → `startDate`, `place` → `address`); the first input to
 * get a message keeps it.
 */
export function splitServerFields<F extends string>(
  fields: Record<string, string>,
  formFields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): SplitFields<F> {
  const byField: Partial<Record<F, string>> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const target = aliases[key] ?? (formFields as readonly string[]).find((f) => f === key);
    if (target === undefined) unplaced.push(message);
    else byField[target as F] ??= message;
  }
  return { byField, unplaced };
}

/**
 * Puts an ApiError's field messages on the form (focusing the first) and answers what is left
 * to show above it: the unplaced messages, or the error's own message when no field got one.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): string[] {
  if (!(err instanceof ApiError)) {
    return [err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.'];
  }
  const { byField, unplaced } = splitServerFields(err.fields, formFields, aliases);
  let first = true;
  for (const name of formFields) {
    const message = byField[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  if (unplaced.length > 0) return unplaced;
  return first ? [err.message] : [];
}

/** The message to show above the form, unless the field messages already say it. */
export function formLevelMessage(err: unknown, fieldNames: readonly string[]): string | null {
  if (err instanceof ApiError && fieldNames.some((name) => err.fields[name])) return null;
  return err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';
}
