import type { Queryable } from '../../db/client.ts';

export interface UserRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** YYYY-MM-DD, formatted by the database so no time zone can shift it. */
  birthdate: string | null;
  gender: string | null;
  intent: string | null;
  bio: string | null;
  profile_photo: string | null;
  profile_status: string;
  user_type: string;
  show_banner: string;
  show_age: boolean;
  show_gender: boolean;
  show_intent: boolean;
  show_bio: boolean;
  show_in_guest_lists: boolean;
  created_at: Date;
}

const COLUMNS = `id, name, email, phone, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, gender, intent, bio,
  profile_photo, profile_status, user_type, show_banner, show_age, show_gender, show_intent, show_bio,
  show_in_guest_lists, created_at`;

export async function findActiveById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return db.maybeOne<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND deleted_at IS NULL`, [id]);
}

/** Column of each writable profile field; nothing else ever reaches the SQL text. */
export const PROFILE_COLUMNS = {
  name: 'name',
  birthdate: 'birthdate',
  gender: 'gender',
  intent: 'intent',
  bio: 'bio',
  userType: 'user_type',
  profileStatus: 'profile_status',
  phone: 'phone',
  showAge: 'show_age',
  showGender: 'show_gender',
  showIntent: 'show_intent',
  showBio: 'show_bio',
  showInGuestLists: 'show_in_guest_lists',
  showBanner: 'show_banner',
} as const;
export type ProfileField = keyof typeof PROFILE_COLUMNS;

/** Updates the given fields of an active user; undefined when there is no such user. */
export async function updateFields(
  db: Queryable,
  id: string,
  patch: Partial<Record<ProfileField, string | boolean | null>>,
): Promise<UserRow | undefined> {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined) as [ProfileField, unknown][];
  const sets = entries.map(([field], i) => `${PROFILE_COLUMNS[field]} = $${i + 2}`);
  return db.maybeOne<UserRow>(
    `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')}
      WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [id, ...entries.map(([, v]) => v)],
  );
}

export async function toggleShowBanner(db: Queryable, id: string): Promise<UserRow | undefined> {
  return db.maybeOne<UserRow>(
    `UPDATE users SET show_banner = CASE show_banner WHEN 'visible' THEN 'hidden' ELSE 'visible' END,
            updated_at = now()
      WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [id],
  );
}

/** Sets the photo URL and returns the one it replaced, in one statement (no lost update). */
export async function replaceProfilePhoto(
  db: Queryable,
  id: string,
  url: string,
): Promise<{ old: string | null } | undefined> {
  return db.maybeOne(
    `UPDATE users u SET profile_photo = $2, updated_at = now()
       FROM (SELECT id, profile_photo AS old FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE) prev
      WHERE u.id = prev.id RETURNING prev.old`,
    [id, url],
  );
}

/**
 * Erases the personal data of an account and marks it deleted; the row stays so that what others
 * keep for accounting (orders) still points somewhere. Returns what was erased for clean-up.
 */
export async function eraseUser(
  tx: Queryable,
  id: string,
): Promise<{ phone: string | null; email: string | null; profile_photo: string | null } | undefined> {
  return tx.maybeOne(
    `UPDATE users u SET phone = NULL, email = NULL, name = NULL, birthdate = NULL, gender = NULL,
            intent = NULL, bio = NULL, profile_photo = NULL, show_in_guest_lists = false,
            deleted_at = now(), updated_at = now()
       FROM (SELECT id, phone, email, profile_photo FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE) prev
      WHERE u.id = prev.id RETURNING prev.phone, prev.email, prev.profile_photo`,
    [id],
  );
}

/** Creating an organization makes its owner a host; the client still lets them switch modes. */
export async function markUserAsHost(q: Queryable, userId: string): Promise<void> {
  await q.query(`UPDATE users SET user_type = 'Host', updated_at = now() WHERE id = $1`, [userId]);
}

export async function setProfileStatus(q: Queryable, userId: string, status: string): Promise<void> {
  await q.query('UPDATE users SET profile_status = $2, updated_at = now() WHERE id = $1', [userId, status]);
}
