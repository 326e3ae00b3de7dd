import { z } from 'zod';

/** Profile status values as the API stores and returns them (spec §4, DESIGN.md §4). */
export const ProfileStatus = z.enum([
  'KYC',
  'Prompts',
  'NewUser',
  'newWebUser',
  'Completed',
  'Onboarding',
  'KYC Requested',
]);
export type ProfileStatus = z.infer<typeof ProfileStatus>;

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
