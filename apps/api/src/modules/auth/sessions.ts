import type { Queryable } from '../../db/client.ts';
import { hashSecret, newToken } from '../../lib/tokens.ts';
import * as store from '../../plugins/session-store.ts';
import type { PubSub } from '../../providers/pubsub/pubsub.ts';
import { publishSessionRevoked } from '../../realtime/channels.ts';

/** Starts a session and returns its bearer token; only the token's hash is stored. */
export async function createSession(tx: Queryable, userId: string, ttlDays: number): Promise<string> {
  const token = newToken();
  await store.insertSession(tx, userId, hashSecret(token), ttlDays);
  return token;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await store.revokeSession(db, sessionId);
}

/** Ends every session of a user at once (account deletion). */
export async function deleteAllSessions(tx: Queryable, userId: string): Promise<void> {
  await store.deleteSessionsOf(tx, userId);
}

/**
 * Closes the real-time sockets of an ended session (every session without a sessionId) on
 * every server, once the database says it ended. Pub/sub being down must not make signing out
 * fail: the session is already over, and sockets check it again on each join.
 */
export async function closeSessionSockets(pubsub: PubSub, userId: string, sessionId?: string): Promise<void> {
  await publishSessionRevoked(pubsub, userId, sessionId).catch(() => undefined);
}
