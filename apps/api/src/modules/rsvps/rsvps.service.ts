import { PAGE_SIZE } from '@mingle/shared/constants';
import { attendanceFor, type RsvpAnswer } from '@mingle/shared/enums';
import type { EventRsvpsPage, Rsvp } from '@mingle/shared/schemas/events';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { accessChanged } from '../../realtime/access-changes.ts';
import { admitRsvp } from '../admission/index.ts';
import { loadEventForHost, loadEventForViewer } from '../events/index.ts';
import { giveBackTicket, issueFreeTicket } from '../orders/index.ts';
import * as repo from './rsvps.repository.ts';

/**
 * Records the caller's answer (one per guest and event; answering again replaces it) on a
 * published event that hasn't ended. Whether it may take a place is the place rule's call
 * (modules/admission): the age limit, the host's approval, the capacity, and on an event that
 * sells tickets a free ticket for a Yes (Going means holding a ticket). Answering Maybe or No
 * gives back the free ticket a Yes claimed. The event row is locked so two last-seat answers
 * can't both win.
 */
export async function answerRsvp(
  ctx: AppContext,
  userId: string,
  eventId: string,
  answer: RsvpAnswer,
  now: Date,
): Promise<Rsvp> {
  const { row, holdsTicket, ticketOnly } = await ctx.db.transaction(async (tx) => {
    const event = await loadEventForViewer(tx, eventId, userId, { forUpdate: true });
    if (event.status === 'draft') throw new AppError('CONFLICT', 'This event is not published yet');
    if (event.status === 'cancelled') throw new AppError('CONFLICT', 'This event was cancelled');
    if (event.ends_at && event.ends_at <= now) throw new AppError('CONFLICT', 'This event has ended');
    const place = await admitRsvp(tx, { eventId, userId, answer, now });
    const saved = await repo.upsertRsvp(tx, eventId, userId, answer, place.approval, now);
    if (answer !== 'Yes' && saved.ticket_id) {
      await giveBackTicket(tx, saved.ticket_id, userId, {
        claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES,
        now,
      });
      await repo.setRsvpTicket(tx, eventId, userId, null);
    }
    if (place.freeTicketTypeId && saved.approval === 'approved') {
      const ticketId = await issueFreeTicket(tx, {
        buyerId: userId,
        eventId,
        ticketTypeId: place.freeTicketTypeId,
        now,
      });
      await repo.setRsvpTicket(tx, eventId, userId, ticketId);
    }
    const context = await repo.rsvpContext(tx, eventId, userId);
    return { row: saved, holdsTicket: context.holds_ticket, ticketOnly: context.ticket_only };
  });
  if (answer !== 'Yes') await accessChanged(ctx, [userId]);
  return {
    eventId: row.event_id,
    answer: row.answer,
    attendance: attendanceFor(row.answer, holdsTicket, row.approval, ticketOnly),
    approval: row.approval,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The host's list of answers, requests waiting for approval first: names and photos, never
 * contact details. A guest who also holds
 * a ticket reads Going whatever they answered; ticket holders are listed on the attendance page.
 */
export async function listEventRsvps(
  ctx: AppContext,
  userId: string,
  eventId: string,
  page: number,
): Promise<EventRsvpsPage> {
  await loadEventForHost(ctx.db, eventId, userId, { action: 'rsvp.decide' });
  const [rows, total, context] = await Promise.all([
    repo.listRsvps(ctx.db, eventId, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    repo.countRsvps(ctx.db, eventId),
    repo.rsvpContext(ctx.db, eventId, userId),
  ]);
  return pageOf(
    rows.map((r) => ({
      user: { id: r.user_id, name: r.name, profilePhoto: r.profile_photo },
      answer: r.answer,
      attendance: attendanceFor(r.answer, r.holds_ticket, r.approval, context.ticket_only),
      holdsTicket: r.holds_ticket,
      approval: r.approval,
      updatedAt: r.updated_at.toISOString(),
    })),
    page,
    total,
  );
}
