import { PAGE_SIZE } from '@mingle/shared/constants';
import type {
  EventNotificationPayload,
  Notification,
  NotificationsPage,
} from '@mingle/shared/schemas/notifications';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import * as repo from './notifications.repository.ts';

/** `event` notifications for these users (deduplicated). Real-time delivery comes with the social work. */
export function notifyUsersOfEvent(
  db: Queryable,
  userIds: readonly string[],
  payload: EventNotificationPayload,
  now: Date,
): Promise<void> {
  return repo.insertForUsers(db, userIds, 'event', payload, now);
}

export function notifySubscribersOfEvent(
  db: Queryable,
  organizationId: string,
  payload: EventNotificationPayload,
  now: Date,
): Promise<number> {
  return repo.insertForSubscribers(db, organizationId, 'event', payload, now);
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
    items: rows.map(toNotification),
    page,
    pageSize: PAGE_SIZE,
    total,
    hasMore: page * PAGE_SIZE < total,
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
