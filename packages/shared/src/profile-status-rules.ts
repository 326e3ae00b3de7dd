/**
 * The profile-status rules without zod, so the web client's entry chunk can use them
 * (profile-status.ts re-exports them beside the zod enum).
 */

/**
 * The guard's spellings (NEW_USER, ONBOARDING, NEW_WEB_USER) are the same three values
 * normalised: upper snake case of the API value.
 */
export function normaliseProfileStatus(value: string): string {
  return value
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toUpperCase();
}

const INCOMPLETE = new Set(['NEW_USER', 'ONBOARDING', 'NEW_WEB_USER']);

/** True when a stored status means the person must finish sign-up before using the app. */
export function isIncompleteProfileStatus(value: string | null | undefined): boolean {
  return value != null && INCOMPLETE.has(normaliseProfileStatus(value));
}
