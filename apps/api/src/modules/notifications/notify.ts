import type { AnyNotificationType, Notification } from '@mingle/shared/schemas/notifications';
import type { AppContext } from '../../app-context.ts';
import { publishToUser } from '../../realtime/channels.ts';
import { insertNotification } from './notifications.repository.ts';

/** A notification as it was just stored: the wire shape, not read yet. */
export type StoredNotification = Omit<Notification, 'readAt'>;

/**
 * Keeps a notification for the person (GET notifications) and pushes it live to their open
 * sockets on every server. Call it after the transaction that caused it has committed, so a
 * live notification never points at something that was rolled back. A failed push is not an
 * error: the stored row is what counts, and the client reads it on its next load.
 */
export async function notify(
  ctx: AppContext,
  userId: string,
  type: AnyNotificationType,
  payload: Record<string, unknown>,
): Promise<StoredNotification> {
  const row = await insertNotification(ctx.db, userId, type, payload);
  const notification: StoredNotification = {
    id: row.id,
    type,
    payload,
    createdAt: row.created_at.toISOString(),
  };
  await publishToUser(ctx.providers.pubsub, userId, { type: 'notification', notification }).catch(() => {
    // Pub/sub being down only costs the live push; the notification is stored.
  });
  return notification;
}
