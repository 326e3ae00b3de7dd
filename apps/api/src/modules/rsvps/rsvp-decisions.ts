import { eventLink, RsvpDecision, type RsvpDecisionResult } from '@mingle/shared/schemas/events';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { defineJob, handleJob, PermanentJobError } from '../../jobs/job-kind.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderEmail } from '../../messages/email.ts';
import { shortSms } from '../../messages/sms.ts';
import { formatWhen } from '../../messages/when.ts';
import { ChannelNotConfiguredError } from '../../providers/messaging/messaging.ts';
import { accessChanged } from '../../realtime/access-changes.ts';
import { admitApprovedYes } from '../admission/index.ts';
import { eventPayload, loadEventForHost } from '../events/index.ts';
import { notify } from '../notifications/index.ts';
import { giveBackTicket, issueFreeTicket } from '../orders/index.ts';
import { recordActivity } from '../teams/index.ts';
import * as repo from './rsvps.repository.ts';

/** The guest's e-mail or SMS about the host's decision, retried on its own when a provider fails. */
const decisionSend = defineJob({
  name: 'rsvps.decision-send',
  payload: z.object({ eventId: z.uuid(), userId: z.uuid(), decision: RsvpDecision }),
});

/**
 * The host approves or declines a guest's RSVP on their event. Approving a Yes takes a seat, so
 * it respects the capacity (the event row is locked as when answering). Deciding what is already
 * decided changes nothing and tells nobody again; otherwise the guest gets a notification and a
 * message (sent by a job, retried on its own when a provider fails).
 */
export async function decideRsvp(
  ctx: AppContext,
  hostId: string,
  eventId: string,
  guestId: string,
  decision: RsvpDecision,
  now = new Date(),
): Promise<RsvpDecisionResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const event = await loadEventForHost(tx, eventId, hostId, { forUpdate: true, action: 'rsvp.decide' });
    if (event.status === 'cancelled') throw new AppError('CONFLICT', 'This event was cancelled');
    const rsvp = await repo.findRsvpForUpdate(tx, eventId, guestId);
    if (!rsvp) throw new AppError('NOT_FOUND', 'This guest has not answered');
    if (rsvp.approval === decision) return { event, changed: false };
    // An approved Yes takes its place now (the place rule: capacity, a free ticket).
    const freeTicketTypeId =
      decision === 'approved' && rsvp.answer === 'Yes'
        ? await admitApprovedYes(tx, { eventId, userId: guestId, now })
        : null;
    await repo.setApproval(tx, eventId, guestId, decision);
    // Declining takes back the free ticket an earlier approval gave.
    if (decision === 'declined' && rsvp.ticket_id) {
      await giveBackTicket(tx, rsvp.ticket_id, guestId, {
        claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES,
        now,
      });
      await repo.setRsvpTicket(tx, eventId, guestId, null);
    }
    if (freeTicketTypeId) {
      const ticketId = await issueFreeTicket(tx, {
        buyerId: guestId,
        eventId,
        ticketTypeId: freeTicketTypeId,
        now,
      });
      await repo.setRsvpTicket(tx, eventId, guestId, ticketId);
    }
    await recordActivity(tx, {
      organizationId: event.organization_id,
      actorId: hostId,
      action: decision === 'approved' ? 'rsvp.approved' : 'rsvp.declined',
      eventId,
      details: { guestId },
    });
    await enqueue(tx, decisionSend, { eventId, userId: guestId, decision });
    return { event, changed: true };
  });
  if (outcome.changed && decision === 'declined') await accessChanged(ctx, [guestId]);
  if (outcome.changed) {
    await notify(ctx, guestId, 'event', { ...eventPayload(outcome.event, 'rsvp'), decision });
  }
  return { userId: guestId, approval: decision };
}

async function sendDecision(ctx: AppContext, target: z.output<typeof decisionSend.payload>): Promise<void> {
  const row = await repo.decisionContact(ctx.db, target.eventId, target.userId);
  if (!row) return;
  const title = row.title ?? 'the event';
  const link = eventLink(ctx.config.PUBLIC_URL, target.eventId);
  const approved = target.decision === 'approved';
  try {
    if (row.email) {
      await ctx.providers.email.send({
        to: row.email,
        ...(await renderEmail({
          subject: approved ? `You're going to ${title}` : `Your request for ${title}`,
          preview: approved ? formatWhen(row.starts_at, row.time_zone) : 'The host could not approve it',
          heading: approved ? "You're in" : 'Your request was not approved',
          paragraphs: [
            approved
              ? `The host approved your spot at ${title}, ${formatWhen(row.starts_at, row.time_zone)}.`
              : `The host couldn't approve your request for ${title}.`,
          ],
          action: { label: 'See the event', url: link },
          reason: `You got this e-mail because you asked to go to ${title} on Mingle.`,
        })),
      });
    } else if (row.phone) {
      const when = formatWhen(row.starts_at, row.time_zone, { year: false });
      const body = approved
        ? shortSms((t) => `Mingle: you're in! The host approved your spot at ${t}, ${when}. ${link}`, title)
        : shortSms((t) => `Mingle: the host couldn't approve your request for ${t}.`, title);
      await ctx.providers.sms.send({ to: row.phone, body });
    }
  } catch (err) {
    // Retrying cannot configure a provider.
    if (err instanceof ChannelNotConfiguredError) throw new PermanentJobError(err.message);
    throw err;
  }
}

export const rsvpDecisionJobs = [
  handleJob(decisionSend, async (target, { app }) => sendDecision(app, target)),
];
