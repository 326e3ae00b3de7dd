import type { EventNotificationPayload } from '@mingle/shared/schemas/notifications';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { defineJob, handleJob, PermanentJobError } from '../../jobs/job-kind.ts';
import { enqueue, enqueueMany } from '../../jobs/job-queue.ts';
import { ChannelNotConfiguredError } from '../../providers/messaging/messaging.ts';
import { notifyUsersOfEvent, pushLive } from '../notifications/index.ts';
import type { MessagePair } from './event-messages.ts';
import type { EventRow } from './events.repository.ts';
import * as repo from './guest-notices.repository.ts';

const noticeFanout = defineJob({ name: 'events.notice-fanout', payload: z.object({ noticeId: z.uuid() }) });

const SendTarget = z
  .object({ noticeId: z.uuid(), userId: z.uuid().optional(), invitationId: z.uuid().optional() })
  .refine((v) => (v.userId === undefined) !== (v.invitationId === undefined));
type SendTarget = z.infer<typeof SendTarget>;

const noticeSend = defineJob({
  name: 'events.notice-send',
  payload: SendTarget,
  dedupeKey: (p) => `event-notice:${p.noticeId}:${p.userId ?? p.invitationId}`,
});

/**
 * Messages to an event's guests when it is cancelled or its date or place changes. The notice
 * is stored in the transaction that makes the change; background jobs do the rest (see
 * 0007_event_notices.sql): `events.notice-fanout` finds the recipients once and stores their
 * notifications, then `events.notice-send` sends one e-mail or SMS per address, retried on its
 * own when a provider fails.
 */
export async function queueGuestNotice(
  tx: Queryable,
  event: Pick<EventRow, 'id'>,
  payload: EventNotificationPayload,
  message: MessagePair,
): Promise<void> {
  const noticeId = await repo.insertNotice(tx, event.id, payload, message);
  await enqueue(tx, noticeFanout, { noticeId });
}

/** Stores the notifications and one send job per address, once per notice whatever the retries. */
async function fanOut(ctx: AppContext, noticeId: string, now: Date): Promise<void> {
  const notifications = await ctx.db.transaction(async (tx) => {
    const notice = await repo.claimFanout(tx, noticeId);
    if (!notice) return [];
    const recipients = await repo.guestRecipients(tx, notice.event_id);
    const addresses = new Set<string>();
    const sends: SendTarget[] = [];
    for (const r of recipients) {
      if (!r.address || addresses.has(r.address)) continue;
      addresses.add(r.address);
      sends.push({
        noticeId,
        ...(r.user_id ? { userId: r.user_id } : { invitationId: r.invitation_id ?? undefined }),
      });
    }
    await enqueueMany(tx, noticeSend, sends);
    await repo.setRecipientCount(tx, noticeId, sends.length);
    const userIds = recipients.flatMap((r) => (r.user_id ? [r.user_id] : []));
    return notifyUsersOfEvent(tx, userIds, notice.notification, now);
  });
  await pushLive(ctx, notifications);
}

/**
 * One guest's message, to their address as it is now: e-mail when known, else SMS. Nothing when
 * the account was deleted or the invitation removed since.
 */
async function sendNotice(ctx: AppContext, target: SendTarget): Promise<void> {
  const row = await repo.noticeFor(ctx.db, target.noticeId, target);
  if (!row) return;
  try {
    if (row.email) {
      await ctx.providers.email.send({
        to: row.email,
        subject: row.email_subject,
        text: row.email_text,
        ...(row.email_html ? { html: row.email_html } : {}),
      });
    } else if (row.phone) await ctx.providers.sms.send({ to: row.phone, body: row.sms_body });
  } catch (err) {
    // Retrying cannot configure a provider.
    if (err instanceof ChannelNotConfiguredError) throw new PermanentJobError(err.message);
    throw err;
  }
}

export const guestNoticeJobs = [
  handleJob(noticeFanout, async ({ noticeId }, { app, now }) => fanOut(app, noticeId, now)),
  handleJob(noticeSend, async (target, { app }) => sendNotice(app, target)),
];

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
