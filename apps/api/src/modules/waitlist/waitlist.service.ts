import type { WaitlistEntry } from '@mingle/shared/schemas/orders';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { checkWaitlistPerson } from '../admission/index.ts';
import { giveUpOffer } from '../orders/index.ts';
import * as repo from './waitlist.repository.ts';

function toEntry(row: repo.EntryRow): WaitlistEntry {
  return {
    ticketTypeId: row.ticket_type_id,
    status: row.status,
    position: row.position,
    joinedAt: row.created_at.toISOString(),
    offer:
      row.offer_order_id && row.offer_expires_at
        ? { orderId: row.offer_order_id, expiresAt: row.offer_expires_at.toISOString() }
        : null,
  };
}

/** POST ticket-types/:id/waitlist: only when the type is sold out; joining twice keeps the first place. */
export async function joinWaitlist(
  ctx: AppContext,
  ticketTypeId: string,
  userId: string,
  now = new Date(),
): Promise<WaitlistEntry> {
  const tt = await repo.waitableTicketType(ctx.db, ticketTypeId);
  if (!tt || tt.event_status === 'draft') throw notFound('Ticket type');
  const endsAt = tt.ends_at ?? tt.starts_at;
  if (tt.event_status === 'cancelled' || (endsAt && endsAt <= now)) {
    throw new AppError('NOT_ON_SALE', 'This event is no longer selling tickets');
  }
  const existing = await repo.activeEntry(ctx.db, ticketTypeId, userId);
  if (existing) return toEntry(existing);
  if (tt.left > 0) throw new AppError('UNPROCESSABLE', 'Tickets are still available: buy one instead');
  // Someone the place rule refuses now would be passed over by every offer.
  await checkWaitlistPerson(ctx.db, { eventId: tt.event_id, userId, now });
  await repo.insertEntry(ctx.db, ticketTypeId, tt.event_id, userId);
  return toEntry((await repo.activeEntry(ctx.db, ticketTypeId, userId))!);
}

export async function getWaitlistEntry(
  ctx: AppContext,
  ticketTypeId: string,
  userId: string,
): Promise<WaitlistEntry> {
  const entry = await repo.activeEntry(ctx.db, ticketTypeId, userId);
  if (!entry) throw new AppError('NOT_FOUND', 'You are not on this waitlist');
  return toEntry(entry);
}

/**
 * DELETE ticket-types/:id/waitlist. Leaving while holding an offer gives the ticket up at once,
 * so it goes to the next person in line.
 */
export async function leaveWaitlist(
  ctx: AppContext,
  ticketTypeId: string,
  userId: string,
  now = new Date(),
): Promise<{ left: true }> {
  const entry = await repo.activeEntry(ctx.db, ticketTypeId, userId);
  if (!entry) throw new AppError('NOT_FOUND', 'You are not on this waitlist');
  await repo.markLeft(ctx.db, entry.id);
  if (entry.offer_order_id) {
    await giveUpOffer(ctx.db, entry.offer_order_id, { claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES, now });
  }
  return { left: true };
}
