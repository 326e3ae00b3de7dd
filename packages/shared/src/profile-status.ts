import { z } from 'zod';

/** Profile status values as the API stores and returns them (the existing clients read these strings). */
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
