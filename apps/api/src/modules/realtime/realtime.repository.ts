import type { Db } from '../../db/client.ts';
import { hashSecret } from '../../lib/tokens.ts';

/**
 * The session behind a bearer token, as plugins/auth.ts checks it for HTTP requests (the
 * socket's token comes in the auth frame, not a header).
 */
export async function sessionForToken(
  db: Db,
  token: string,
): Promise<{ userId: string; sessionId: string } | undefined> {
  const row = await db.maybeOne<{ id: string; user_id: string }>(
    `UPDATE sessions s SET last_seen_at = now()
       FROM users u
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.id = s.user_id AND u.deleted_at IS NULL
      RETURNING s.id, s.user_id`,
    [hashSecret(token)],
  );
  return row ? { userId: row.user_id, sessionId: row.id } : undefined;
}

/** Still signed in (not logged out, not expired, account not deleted)? */
export async function sessionActive(db: Db, sessionId: string): Promise<boolean> {
  return Boolean(
    await db.maybeOne(
      `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.deleted_at IS NULL`,
      [sessionId],
    ),
  );
}
