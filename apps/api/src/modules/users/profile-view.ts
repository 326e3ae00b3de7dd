import type { BannerVisibility, Gender, Intent, UserType } from '@mingle/shared/enums';
import type { ProfileStatus } from '@mingle/shared/profile-status';
import { ageOn, type OwnProfile } from '@mingle/shared/schemas/users';
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
