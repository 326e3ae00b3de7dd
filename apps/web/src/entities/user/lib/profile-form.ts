import { MIN_AGE_YEARS } from '@mingle/shared/constants';
import { Gender, Intent } from '@mingle/shared/enums';
import { Birthdate, ZProfileSetupRequest } from '@mingle/shared/schemas/users';
import { z } from 'zod';

/**
 * The profile fields as a form: the shared setup schema, with messages for the choices a
 * person has not filled in yet (an untouched radio group has no value at all).
 */
export const ProfileForm = ZProfileSetupRequest.extend({
  birthdate: z.string().min(1, { error: 'Enter your date of birth' }).pipe(Birthdate),
  gender: z.enum(Gender.options, { error: 'Choose your gender' }),
  intent: z.enum(Intent.options, { error: 'Choose what you are here for' }),
});

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
