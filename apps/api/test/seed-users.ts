import type { Db } from '../src/db/client.ts';
import { hashSecret, newToken } from '../src/lib/tokens.ts';

export interface SeededUser {
  userId: string;
  token: string;
}

export interface SeedUserOptions {
  name?: string;
  email?: string | null;
  phone?: string | null;
  birthdate?: string | null;
  showInGuestLists?: boolean;
}

let counter = 0;

/**
 * A signed-in user with a completed profile, inserted directly (no sign-in flow), so event
 * tests don't depend on the auth module. E-mails are unique per call unless given.
 */
export async function seedUser(db: Db, options: SeedUserOptions = {}): Promise<SeededUser> {
  counter += 1;
  const email =
    options.email === undefined
      ? `user${counter}-${Math.random().toString(36).slice(2, 8)}@test.local`
      : options.email;
  const user = await db.maybeOne<{ id: string }>(
    `INSERT INTO users (email, phone, name, birthdate, profile_status, show_in_guest_lists)
     VALUES ($1, $2, $3, $4, 'Completed', $5) RETURNING id`,
    [
      email,
      options.phone ?? null,
      options.name ?? `User ${counter}`,
      options.birthdate ?? '1990-01-01',
      options.showInGuestLists ?? true,
    ],
  );
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [user!.id, hashSecret(token)],
  );
  return { userId: user!.id, token };
}
