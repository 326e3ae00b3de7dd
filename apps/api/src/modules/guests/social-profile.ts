import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { socialProfileRow } from './guests.repository.ts';

/**
 * Set-up asks only what everyone needs (name, date of birth); gender and intent are asked when a
 * person first opens a guest list or sends a connection request, where they matter. Until both
 * are given those calls answer 403 SOCIAL_PROFILE_NEEDED, naming the missing fields.
 */
export async function requireSocialProfile(db: Queryable, userId: string): Promise<void> {
  const row = await socialProfileRow(db, userId);
  const fields: Record<string, string> = {};
  if (!row?.gender) fields.gender = 'Choose how you identify';
  if (!row?.intent) fields.intent = 'Choose what you are here for';
  if (Object.keys(fields).length > 0) {
    throw new AppError(
      'SOCIAL_PROFILE_NEEDED',
      'Tell us how you identify and what you are here for to see guests and connect',
      fields,
    );
  }
}
