import { PAGE_SIZE } from '@mingle/shared/constants';
import { attendanceFor, type RsvpAnswer } from '@mingle/shared/enums';
import type { EventRsvpsPage, Rsvp } from '@mingle/shared/schemas/events';
import { ageOn } from '@mingle/shared/schemas/users';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { loadEventForHost, loadEventForViewer } from '../events/index.ts';
import * as repo from './rsvps.repository.ts';

/**
 * Records the caller's answer (one per guest and event; answering again replaces it). Rules:
 * only published events that haven't ended; Yes needs a free ticket type, an invitation or a
 * ticket (a paid ticket is what makes someone Going otherwise, and its holder reads Going
 * whatever they answer); Yes or Maybe respects the age limit when the birthdate is known; Yes
 * respects the capacity, ticket holders included. The event row is locked so two last-seat
 * answers can't both win.
 */
export async function answerRsvp(
  ctx: AppContext,
  userId: string,
  eventId: string,
  answer: RsvpAnswer,
  now: Date,
): Promise<Rsvp> {
  const { row, holdsTicket } = await ctx.db.transaction(async (tx) => {
    const event = await loadEventForViewer(tx, eventId, userId, { forUpdate: true });
    if (event.status === 'draft') throw new AppError('CONFLICT', 'This event is not published yet');
    if (event.status === 'cancelled') throw new AppError('CONFLICT', 'This event was cancelled');
    if (event.ends_at && event.ends_at <= now) throw new AppError('CONFLICT', 'This event has ended');
    const context = await repo.rsvpContext(tx, eventId, userId);
    if (answer === 'Yes' && !context.invited && !context.has_free_ticket && !context.holds_ticket) {
      throw new AppError('UNPROCESSABLE', 'This event sells tickets: get a ticket to go');
    }
    if (
      answer !== 'No' &&
      event.age_limit &&
      context.birthdate &&
      ageOn(context.birthdate, now) < event.age_limit
    ) {
      throw new AppError('UNPROCESSABLE', `This event is for guests aged ${event.age_limit} and over`);
    }
    if (answer === 'Yes' && event.capacity !== null && context.going_others >= event.capacity) {
      throw new AppError('CONFLICT', 'This event is full');
    }
    // The host's own answer and ticket holders never wait for approval.
    const needsApproval =
      event.approval_required && answer !== 'No' && event.org_owner_id !== userId && !context.holds_ticket;
    return {
      row: await repo.upsertRsvp(tx, eventId, userId, answer, needsApproval ? 'pending' : 'approved', now),
      holdsTicket: context.holds_ticket,
    };
  });
  return {
    eventId: row.event_id,
    answer: row.answer,
    attendance: attendanceFor(row.answer, holdsTicket, row.approval),
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
  await loadEventForHost(ctx.db, eventId, userId);
  const [rows, total] = await Promise.all([
    repo.listRsvps(ctx.db, eventId, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    repo.countRsvps(ctx.db, eventId),
  ]);
  return pageOf(
    rows.map((r) => ({
      user: { id: r.user_id, name: r.name, profilePhoto: r.profile_photo },
      answer: r.answer,
      attendance: attendanceFor(r.answer, r.holds_ticket, r.approval),
      holdsTicket: r.holds_ticket,
      approval: r.approval,
      updatedAt: r.updated_at.toISOString(),
    })),
    page,
    total,
  );
}
