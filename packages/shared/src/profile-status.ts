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

export { isIncompleteProfileStatus, normaliseProfileStatus } from './profile-status-rules.ts';
