import type { Gender, Intent } from '@mingle/shared/enums';
import { type GuestCard, intentIcon, type PublicProfile } from '@mingle/shared/schemas/social';
import {
  type ConnectionRowStatus,
  connectionColumnsSql,
  viewerStatus,
} from '../../db/sql/connection-status.sql.ts';
import { firstName } from '../../lib/first-name.ts';

/** The columns a card needs, from `users u`, relative to the viewer ($viewer). */
export const cardColumnsSql = (viewer: string): string => `
  u.id, u.name, u.profile_photo, u.bio, u.intent, u.gender, u.show_age, u.show_intent, u.show_gender, u.show_bio,
  CASE WHEN u.birthdate IS NULL THEN NULL ELSE date_part('year', age(current_date, u.birthdate))::int END AS age,
  ${connectionColumnsSql(viewer)}`;

export interface CardRow {
  id: string;
  name: string | null;
  profile_photo: string | null;
  bio: string | null;
  intent: Intent | null;
  gender: Gender | null;
  show_age: boolean;
  show_intent: boolean;
  show_gender: boolean;
  show_bio: boolean;
  age: number | null;
  out_status: ConnectionRowStatus | null;
  in_status: ConnectionRowStatus | null;
}

/** Only what the person lets others see; contact details are never selected at all. */
export function toGuestCard(row: CardRow): GuestCard {
  const intent = row.show_intent ? row.intent : null;
  return {
    id: row.id,
    firstName: firstName(row.name),
    age: row.show_age ? row.age : null,
    intent,
    intentIcon: intent ? intentIcon(intent) : null,
    gender: row.show_gender ? row.gender : null,
    profilePhoto: row.profile_photo,
    connectionStatus: viewerStatus(row.out_status, row.in_status),
  };
}

export function toPublicProfile(row: CardRow): PublicProfile {
  return { ...toGuestCard(row), bio: row.show_bio ? row.bio : null };
}
