import type { Db } from '../../db/client.ts';
import { hashSecret, newToken } from '../../lib/tokens.ts';

/** Another signed-in device of the same person: a new session and its bearer token. */
export async function secondSession(t: { db: Db }, userId: string): Promise<string> {
  const token = newToken();
  await t.db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [userId, hashSecret(token)],
  );
  return token;
}
