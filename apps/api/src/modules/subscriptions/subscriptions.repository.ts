import type { Queryable } from '../../db/client.ts';

export async function subscribe(
  db: Queryable,
  userId: string,
  organizationId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (user_id, organization_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [userId, organizationId, now],
  );
}

export async function unsubscribe(db: Queryable, userId: string, organizationId: string): Promise<void> {
  await db.query('DELETE FROM subscriptions WHERE user_id = $1 AND organization_id = $2', [
    userId,
    organizationId,
  ]);
}

export interface SubscribedOrganizationRow {
  id: string;
  name: string;
  bio: string | null;
  profile_picture: string | null;
  subscriber_count: number;
  subscribed_at: Date;
}

export function listForUser(
  db: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<SubscribedOrganizationRow[]> {
  return db.query(
    `SELECT o.id, o.name, o.bio, o.profile_picture, s.created_at AS subscribed_at,
            (SELECT count(*)::int FROM subscriptions s2 JOIN users u ON u.id = s2.user_id AND u.deleted_at IS NULL
              WHERE s2.organization_id = o.id) AS subscriber_count
       FROM subscriptions s JOIN organizations o ON o.id = s.organization_id
      WHERE s.user_id = $1
      ORDER BY s.created_at DESC, o.id
      LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
}

export async function countForUser(db: Queryable, userId: string): Promise<number> {
  const row = await db.maybeOne<{ n: number }>(
    'SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1',
    [userId],
  );
  return row!.n;
}

export interface SubscriberRow {
  user_id: string;
  name: string | null;
  profile_photo: string | null;
  subscribed_at: Date;
}

/** `ILIKE` pattern matching `q` anywhere, with its own % and _ taken literally. */
function containsPattern(q: string | undefined): string | null {
  return q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : null;
}

const SUBSCRIBERS_WHERE = `
  FROM subscriptions s JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
 WHERE s.organization_id = $1 AND ($2::text IS NULL OR u.name ILIKE $2)`;

export function listSubscribers(
  db: Queryable,
  organizationId: string,
  q: string | undefined,
  limit: number | null,
  offset: number,
): Promise<SubscriberRow[]> {
  return db.query(
    `SELECT u.id AS user_id, u.name, u.profile_photo, s.created_at AS subscribed_at ${SUBSCRIBERS_WHERE}
      ORDER BY s.created_at DESC, u.id LIMIT $3 OFFSET $4`,
    [organizationId, containsPattern(q), limit, offset],
  );
}

export async function countSubscribers(db: Queryable, organizationId: string, q?: string): Promise<number> {
  const row = await db.maybeOne<{ n: number }>(`SELECT count(*)::int AS n ${SUBSCRIBERS_WHERE}`, [
    organizationId,
    containsPattern(q),
  ]);
  return row!.n;
}
