import type { Queryable } from '../../db/client.ts';
import { hashSecret, newToken } from '../../lib/tokens.ts';

/** Starts a session and returns its bearer token; only the token's hash is stored. */
export async function createSession(tx: Queryable, userId: string, ttlDays: number): Promise<string> {
  const token = newToken();
  await tx.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [userId, hashSecret(token), ttlDays],
  );
  return token;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Ends every session of a user at once (account deletion). */
export async function deleteAllSessions(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
