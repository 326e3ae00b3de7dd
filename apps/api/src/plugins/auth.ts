import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { hashSecret } from '../lib/tokens.ts';

export interface AuthContext {
  userId: string;
  sessionId: string;
}

const cache = new WeakMap<FastifyRequest, AuthContext | null>();

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The live session behind a bearer token (not logged out, not expired, account not deleted),
 * marked as seen. HTTP requests and the realtime socket's auth frame both sign in through it.
 */
export async function sessionForToken(db: Db, token: string): Promise<AuthContext | undefined> {
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

/** The signed-in person of this request, or null. Looks the session up once per request. */
export async function optionalAuth(db: Db, request: FastifyRequest): Promise<AuthContext | null> {
  if (cache.has(request)) return cache.get(request) ?? null;
  const token = bearerToken(request);
  let auth: AuthContext | null = null;
  if (token) {
    auth = (await sessionForToken(db, token)) ?? null;
  }
  cache.set(request, auth);
  return auth;
}

/** Guard for signed-in routes: throws 401 so handlers stay linear. */
export async function requireAuth(db: Db, request: FastifyRequest): Promise<AuthContext> {
  const auth = await optionalAuth(db, request);
  if (!auth) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return auth;
}
