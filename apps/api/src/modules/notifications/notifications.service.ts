import { PAGE_SIZE } from '@mingle/shared/constants';
import type {
  EventNotificationPayload,
  Notification,
  NotificationsPage,
} from '@mingle/shared/schemas/notifications';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { pageOf } from '../../lib/paging.ts';
import { publishToUser } from '../../realtime/channels.ts';
import * as repo from './notifications.repository.ts';

export type { InsertedNotification } from './notifications.repository.ts';

/** Stores an `event` notification for each of these users (deduplicated). Push them with pushLive. */
export function notifyUsersOfEvent(
  db: Queryable,
  userIds: readonly string[],
  payload: EventNotificationPayload,
  now: Date,
): Promise<repo.InsertedNotification[]> {
  return repo.insertForUsers(db, userIds, 'event', payload, now);
}

/** Stores an `event` notification for every subscriber of the organization, in one statement. */
export function notifySubscribersOfEvent(
  db: Queryable,
  organizationId: string,
  payload: EventNotificationPayload,
  now: Date,
): Promise<repo.InsertedNotification[]> {
  return repo.insertForSubscribers(db, organizationId, 'event', payload, now);
}

/**
 * Pushes stored notifications to their people's open sockets. Call it after the transaction
 * that stored them committed; a failed push only costs the live update (the row is kept).
 */
export async function pushLive(ctx: AppContext, rows: readonly repo.InsertedNotification[]): Promise<void> {
  await Promise.all(
    rows.map((r) =>
      publishToUser(ctx.providers.pubsub, r.user_id, {
        type: 'notification',
        notification: toNotification(r),
      }).catch(() => undefined),
    ),
  );
}

function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as Notification['type'],
    payload: row.payload,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
  };
}

export async function listNotifications(
  ctx: AppContext,
  userId: string,
  page: number,
): Promise<NotificationsPage> {
  const [rows, { total, unread }] = await Promise.all([
    repo.listForUser(ctx.db, userId, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    repo.counts(ctx.db, userId),
  ]);
  return {
    ...pageOf(rows.map(toNotification), page, total),
    unread,
  };
}

export async function markNotificationsRead(
  ctx: AppContext,
  userId: string,
  ids: readonly string[] | undefined,
  now: Date,
): Promise<{ unread: number }> {
  await repo.markRead(ctx.db, userId, ids ?? null, now);
  const { unread } = await repo.counts(ctx.db, userId);
  return { unread };
}

/** Reading a chat room reads what announced its messages: the bell counts only what is unseen. */
export async function markRoomMessagesRead(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  await repo.markRoomMessagesRead(ctx.db, userId, roomId, new Date());
}
