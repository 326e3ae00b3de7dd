import type { AnyNotificationType } from '@mingle/shared/schemas/notifications';
import type { Queryable } from '../../db/client.ts';

export interface NotificationRow {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
}

/** A stored notification and whom it is for, to push live once its transaction committed. */
export interface InsertedNotification extends NotificationRow {
  user_id: string;
}

const RETURNING = 'RETURNING id, user_id, type, payload, created_at, read_at';

export async function insertForUsers(
  db: Queryable,
  userIds: readonly string[],
  type: string,
  payload: object,
  now: Date,
): Promise<InsertedNotification[]> {
  if (userIds.length === 0) return [];
  return db.query(
    `INSERT INTO notifications (user_id, type, payload, created_at)
     SELECT DISTINCT u, $2, $3::jsonb, $4::timestamptz FROM unnest($1::uuid[]) AS u
     ${RETURNING}`,
    [userIds, type, JSON.stringify(payload), now],
  );
}

/** One notification per current subscriber of the organization, in one statement. */
export async function insertForSubscribers(
  db: Queryable,
  organizationId: string,
  type: string,
  payload: object,
  now: Date,
): Promise<InsertedNotification[]> {
  return db.query(
    `INSERT INTO notifications (user_id, type, payload, created_at)
     SELECT s.user_id, $2, $3::jsonb, $4::timestamptz
       FROM subscriptions s JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
      WHERE s.organization_id = $1
     ${RETURNING}`,
    [organizationId, type, JSON.stringify(payload), now],
  );
}

export function listForUser(
  db: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<NotificationRow[]> {
  return db.query(
    `SELECT id, type, payload, created_at, read_at FROM notifications
      WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
}

export async function counts(db: Queryable, userId: string): Promise<{ total: number; unread: number }> {
  const row = await db.maybeOne<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
       FROM notifications WHERE user_id = $1`,
    [userId],
  );
  return row!;
}

/** Marks the caller's own notifications read: the ids given, or all. Others' ids are ignored. */
export async function markRead(
  db: Queryable,
  userId: string,
  ids: readonly string[] | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE notifications SET read_at = $3
      WHERE user_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))`,
    [userId, ids, now],
  );
}

/** Marks read the person's message notifications of one chat room (they have just read it). */
export async function markRoomMessagesRead(
  db: Queryable,
  userId: string,
  roomId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE notifications SET read_at = $3
      WHERE user_id = $1 AND read_at IS NULL AND type = 'message' AND payload->>'roomId' = $2`,
    [userId, roomId, now],
  );
}

export async function insertNotification(
  q: Queryable,
  userId: string,
  type: AnyNotificationType,
  payload: Record<string, unknown>,
): Promise<{ id: string; created_at: Date }> {
  const row = await q.maybeOne<{ id: string; created_at: Date }>(
    'INSERT INTO notifications (user_id, type, payload) VALUES ($1, $2, $3) RETURNING id, created_at',
    [userId, type, JSON.stringify(payload)],
  );
  return row!;
}
