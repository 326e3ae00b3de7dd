import { z } from 'zod';
import { BIO_MAX_LENGTH, MIN_AGE_YEARS, NAME_MAX_LENGTH } from '../constants.ts';
import { BannerVisibility, Gender, Intent, UserType } from '../enums.ts';
import { ProfileStatus } from '../profile-status.ts';
import { Text } from './common.ts';

/** Whole years between a YYYY-MM-DD birthdate and `today` (UTC calendar dates). */
export function ageOn(birthdate: string, today: Date = new Date()): number {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

export const Birthdate = Text({ error: 'Enter your date of birth' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the format YYYY-MM-DD' })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'Enter a real date',
    },
  )
  .refine((v) => ageOn(v) >= MIN_AGE_YEARS, { error: `You must be at least ${MIN_AGE_YEARS} to use Mingle` })
  .refine((v) => ageOn(v) <= 120, { error: 'Enter a real date of birth' });

export const PersonName = Text({ error: 'Enter your name' })
  .trim()
  .min(1, { error: 'Enter your name' })
  .max(NAME_MAX_LENGTH, { error: `At most ${NAME_MAX_LENGTH} characters` });

export const Bio = Text()
  .trim()
  .max(BIO_MAX_LENGTH, { error: `At most ${BIO_MAX_LENGTH} characters` });

/**
 * POST profileSetup-web: what everyone needs (name, date of birth). Gender and intent are taken
 * when sent; without them they are asked when the person first opens a guest list or connects.
 */
export const ZProfileSetupRequest = z.object({
  name: PersonName,
  birthdate: Birthdate,
  gender: Gender.optional(),
  intent: Intent.optional(),
  bio: Bio.optional(),
});

/** PUT updateUserDetailsWeb: any subset of the profile fields. */
export const ZUpdateUserDetailsWebRequest = z
  .object({
    name: PersonName,
    birthdate: Birthdate,
    gender: Gender,
    intent: Intent,
    bio: Bio,
    userType: UserType,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });

/** Which fields other guests may see, and whether to appear in guest lists at all. */
export const ZVisibility = z.object({
  showAge: z.boolean(),
  showGender: z.boolean(),
  showIntent: z.boolean(),
  showBio: z.boolean(),
  showInGuestLists: z.boolean(),
});
export type Visibility = z.infer<typeof ZVisibility>;

/** PUT updateUserDetails */
export const ZUpdateVisibilityRequest = ZVisibility.partial().refine((v) => Object.keys(v).length > 0, {
  error: 'Nothing to update',
});

export const ZShowBannerQuery = z.object({ showBanner: BannerVisibility.optional() });

export const ZProfileQuery = z.object({
  ID: z.uuid({ error: 'ID must be a user id' }),
  login_source: z.literal('web').optional(),
});

/** The whole profile, as its owner sees it. */
export const ZOwnProfile = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: Gender.nullable(),
  intent: Intent.nullable(),
  bio: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  profileStatus: ProfileStatus,
  userType: UserType,
  showBanner: BannerVisibility,
  visibility: ZVisibility,
  createdAt: z.string(),
});
export type OwnProfile = z.infer<typeof ZOwnProfile>;

/** POST uploadProfilePic (multipart, field `file`): the URL the re-encoded picture is served at. */
export const ZProfilePhotoResponse = z.object({ profilePhoto: z.string() });

/** DELETE deleteUser */
export const ZDeleteUserResponse = z.object({ deleted: z.literal(true) });
