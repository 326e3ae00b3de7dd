import { MIN_AGE_YEARS } from '@mingle/shared/constants';
import { Gender, Intent } from '@mingle/shared/enums';
import { Birthdate, ZProfileSetupRequest } from '@mingle/shared/schemas/users';
import { z } from 'zod';

/**
 * The profile fields as a form: the shared setup schema. Gender and intent stay optional as
 * there (an untouched radio group reads null); the social sheet requires them.
 */
export const ProfileForm = ZProfileSetupRequest.extend({
  birthdate: z.string().min(1, { error: 'Enter your date of birth' }).pipe(Birthdate),
  gender: Gender.nullish().transform((v) => v ?? undefined),
  intent: Intent.nullish().transform((v) => v ?? undefined),
});

/** Gender and intent as the social sheet asks them, with a message for each one not chosen. */
export const SocialForm = z.object({
  gender: z.enum(Gender.options, { error: 'Choose your gender' }),
  intent: z.enum(Intent.options, { error: 'Choose what you are here for' }),
  showGender: z.boolean(),
  showIntent: z.boolean(),
  showInGuestLists: z.boolean(),
});
export type SocialFormValues = z.input<typeof SocialForm>;
export type SocialFormOutput = z.output<typeof SocialForm>;

export type ProfileFormValues = z.input<typeof ProfileForm>;
export type ProfileFormOutput = z.output<typeof ProfileForm>;

/** The latest birthdate that is old enough today, for the date picker's `max`. */
export function latestAllowedBirthdate(today: Date = new Date()): string {
  const d = new Date(
    Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()),
  );
  return d.toISOString().slice(0, 10);
}

export const PROFILE_FIELD_NAMES = ['name', 'birthdate', 'gender', 'intent', 'bio'] as const;
