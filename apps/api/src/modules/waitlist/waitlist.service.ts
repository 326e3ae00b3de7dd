import type { WaitlistEntry, WaitlistStatus } from '@mingle/shared/schemas/orders';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { checkWaitlistPerson } from '../admission/index.ts';
import { expireOrder } from '../orders/index.ts';

interface EntryRow {
  id: string;
  ticket_type_id: string;
  status: WaitlistStatus;
  created_at: Date;
  offer_order_id: string | null;
  offer_expires_at: Date | null;
  position: number | null;
}

async function activeEntry(
  q: Queryable,
  ticketTypeId: string,
  userId: string,
): Promise<EntryRow | undefined> {
  return q.maybeOne<EntryRow>(
    `SELECT w.id, w.ticket_type_id, w.status, w.created_at, w.offer_order_id, o.expires_at AS offer_expires_at,
            CASE WHEN w.status = 'waiting' THEN (
              SELECT count(*)::int FROM waitlist_entries x
               WHERE x.ticket_type_id = w.ticket_type_id AND x.status = 'waiting'
                 AND (x.created_at, x.id) <= (w.created_at, w.id)) END AS position
       FROM waitlist_entries w LEFT JOIN orders o ON o.id = w.offer_order_id
      WHERE w.ticket_type_id = $1 AND w.user_id = $2 AND w.status IN ('waiting', 'offered')`,
    [ticketTypeId, userId],
  );
}

function toEntry(row: EntryRow): WaitlistEntry {
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
  const tt = await ctx.db.maybeOne<{
    event_id: string;
    left: number;
    event_status: string;
    ends_at: Date | null;
    starts_at: Date | null;
  }>(
    `SELECT tt.event_id, tt.quantity - tt.sold AS left, e.status AS event_status, e.ends_at, e.starts_at
       FROM ticket_types tt JOIN events e ON e.id = tt.event_id WHERE tt.id = $1`,
    [ticketTypeId],
  );
  if (!tt || tt.event_status === 'draft') throw notFound('Ticket type');
  const endsAt = tt.ends_at ?? tt.starts_at;
  if (tt.event_status === 'cancelled' || (endsAt && endsAt <= now)) {
    throw new AppError('NOT_ON_SALE', 'This event is no longer selling tickets');
  }
  const existing = await activeEntry(ctx.db, ticketTypeId, userId);
  if (existing) return toEntry(existing);
  if (tt.left > 0) throw new AppError('UNPROCESSABLE', 'Tickets are still available: buy one instead');
  // Someone the place rule refuses now would be passed over by every offer.
  await checkWaitlistPerson(ctx.db, { eventId: tt.event_id, userId, now });
  await ctx.db.query(
    `INSERT INTO waitlist_entries (ticket_type_id, event_id, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (ticket_type_id, user_id) WHERE status IN ('waiting', 'offered') DO NOTHING`,
    [ticketTypeId, tt.event_id, userId],
  );
  return toEntry((await activeEntry(ctx.db, ticketTypeId, userId))!);
}

export async function getWaitlistEntry(
  ctx: AppContext,
  ticketTypeId: string,
  userId: string,
): Promise<WaitlistEntry> {
  const entry = await activeEntry(ctx.db, ticketTypeId, userId);
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
  const entry = await activeEntry(ctx.db, ticketTypeId, userId);
  if (!entry) throw new AppError('NOT_FOUND', 'You are not on this waitlist');
  await ctx.db.query(`UPDATE waitlist_entries SET status = 'left', updated_at = now() WHERE id = $1`, [
    entry.id,
  ]);
  if (entry.offer_order_id) {
    await ctx.db.query(
      `UPDATE orders SET expires_at = LEAST(expires_at, $2), updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [entry.offer_order_id, now],
    );
    await expireOrder(ctx.db, entry.offer_order_id, { claimMinutes: ctx.config.WAITLIST_CLAIM_MINUTES, now });
  }
  return { left: true };
}
