import type { EventNotificationPayload } from '@mingle/shared/schemas/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { notifyUsersOfEvent, pushLive } from '../notifications/notifications.service.ts';
import type { MessagePair } from './event-messages.ts';
import type { EventRow } from './events.repository.ts';

interface RecipientRow {
  user_id: string | null;
  email: string | null;
  phone: string | null;
}

/**
 * Everyone with an RSVP or an invitation: users by their account (e-mail preferred, else phone),
 * and invitations nobody has signed up for by the address the host typed.
 */
function guestRecipients(db: Queryable, eventId: string): Promise<RecipientRow[]> {
  return db.query(
    `SELECT u.id AS user_id, u.email, u.phone
       FROM rsvps r JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
      WHERE r.event_id = $1
     UNION
     SELECT u.id, u.email, u.phone
       FROM invitations i JOIN users u ON (u.email = i.email OR u.phone = i.phone) AND u.deleted_at IS NULL
      WHERE i.event_id = $1
     UNION
     SELECT NULL, i.email, i.phone
       FROM invitations i
      WHERE i.event_id = $1
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.deleted_at IS NULL AND (u.email = i.email OR u.phone = i.phone))`,
    [eventId],
  );
}

/**
 * Tells every guest: an `event` notification for each account and one message per address
 * (e-mail when known, else SMS). A failed send is logged and skipped so one bad address
 * doesn't stop the others.
 */
export async function tellGuests(
  ctx: AppContext,
  log: FastifyBaseLogger,
  event: EventRow,
  payload: EventNotificationPayload,
  message: MessagePair,
  now: Date,
): Promise<{ notified: number; messaged: number }> {
  const recipients = await guestRecipients(ctx.db, event.id);
  const userIds = recipients.flatMap((r) => (r.user_id ? [r.user_id] : []));
  await pushLive(ctx, await notifyUsersOfEvent(ctx.db, userIds, payload, now));
  const done = new Set<string>();
  let messaged = 0;
  for (const r of recipients) {
    const to = r.email ?? r.phone;
    if (!to || done.has(to)) continue;
    done.add(to);
    try {
      if (r.email) await ctx.providers.email.send({ to: r.email, ...message.email });
      else await ctx.providers.sms.send({ to, ...message.sms });
      messaged += 1;
    } catch (err) {
      log.warn({ err, eventId: event.id }, 'could not message a guest about an event');
    }
  }
  return { notified: new Set(userIds).size, messaged };
}

export function eventPayload(
  event: EventRow,
  kind: EventNotificationPayload['kind'],
  message?: string,
): EventNotificationPayload {
  return {
    kind,
    eventId: event.id,
    title: event.title ?? 'Untitled event',
    organizationId: event.organization_id,
    organizationName: event.org_name,
    ...(message === undefined ? {} : { message }),
  };
}
