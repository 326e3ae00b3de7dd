import type { Queryable } from '../../db/client.ts';

export async function insertSession(
  tx: Queryable,
  userId: string,
  tokenHash: string,
  ttlDays: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [userId, tokenHash, ttlDays],
  );
}

export async function revokeSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

export async function deleteSessionsOf(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
