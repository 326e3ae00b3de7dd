import type { BannerVisibility, Gender, Intent, UserType } from '@mingle/shared/enums';
import type { ProfileStatus } from '@mingle/shared/profile-status';
import { ageOn, type OwnProfile, type PublicProfile } from '@mingle/shared/schemas/users';
import type { UserRow } from './users.repository.ts';

/** The whole profile, for its owner only. */
export function toOwnProfile(row: UserRow): OwnProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone,
    birthdate: row.birthdate,
    age: row.birthdate ? ageOn(row.birthdate) : null,
    gender: row.gender as Gender | null,
    intent: row.intent as Intent | null,
    bio: row.bio,
    profilePhoto: row.profile_photo,
    profileStatus: row.profile_status as ProfileStatus,
    userType: row.user_type as UserType,
    showBanner: row.show_banner as BannerVisibility,
    visibility: {
      showAge: row.show_age,
      showGender: row.show_gender,
      showIntent: row.show_intent,
      showBio: row.show_bio,
      showInGuestLists: row.show_in_guest_lists,
    },
    createdAt: row.created_at.toISOString(),
  };
}

/** What anyone else may see: built field by field, so nothing private can slip through. */
export function toPublicProfile(row: UserRow): PublicProfile {
  return {
    id: row.id,
    name: row.name,
    age: row.show_age && row.birthdate ? ageOn(row.birthdate) : null,
    gender: row.show_gender ? (row.gender as Gender | null) : null,
    intent: row.show_intent ? (row.intent as Intent | null) : null,
    bio: row.show_bio ? row.bio : null,
    profilePhoto: row.profile_photo,
  };
}
