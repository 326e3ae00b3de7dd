import { isIncompleteProfileStatus } from '@mingle/shared/profile-status';
import type { Db, Queryable } from '../db/client.ts';
import { hashSecret } from '../lib/tokens.ts';
import type { AuthContext } from './auth.ts';

/*
 * The sessions table's one writer. Every request reads and touches a session here, below the
 * modules; the auth module opens and ends sessions through the same functions.
 */

/**
 * The live session behind a bearer token (not logged out, not expired, account not deleted),
 * marked as seen. HTTP requests and the realtime socket's auth frame both sign in through it.
 */
export async function sessionForToken(db: Db, token: string): Promise<AuthContext | undefined> {
  const row = await db.maybeOne<{ id: string; user_id: string; profile_status: string | null }>(
    `UPDATE sessions s SET last_seen_at = now()
       FROM users u
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.id = s.user_id AND u.deleted_at IS NULL
      RETURNING s.id, s.user_id, u.profile_status`,
    [hashSecret(token)],
  );
  return row
    ? {
        userId: row.user_id,
        sessionId: row.id,
        profileComplete: !isIncompleteProfileStatus(row.profile_status),
      }
    : undefined;
}

/** Is this session still live, by the same rule as sessionForToken? */
export async function sessionActive(db: Db, sessionId: string): Promise<boolean> {
  return Boolean(
    await db.maybeOne(
      `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.deleted_at IS NULL`,
      [sessionId],
    ),
  );
}

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
