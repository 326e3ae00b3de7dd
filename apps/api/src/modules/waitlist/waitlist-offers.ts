import type { Queryable } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { admitTicketHolder, PlaceRefused } from '../admission/index.ts';
import { holdOfferOrder } from '../orders/index.ts';

interface OfferableTicketType {
  event_id: string;
  price_cents: number;
  currency: string;
  sales_end: Date | null;
  event_status: string;
  ends_at: Date | null;
  starts_at: Date | null;
}

/**
 * Offers tickets that were just released to the people waiting for them, in the transaction
 * that released them, so no other buyer can take a released ticket before the waitlist does.
 * Each offer is a pending order that holds one ticket for the claim window.
 */
export async function offerReleasedTickets(
  tx: Queryable,
  options: { claimMinutes: number; now: Date },
  ticketTypeId: string,
  count: number,
): Promise<number> {
  if (count <= 0) return 0;
  const tt = await tx.maybeOne<OfferableTicketType>(
    `SELECT tt.event_id, tt.price_cents, tt.currency, tt.sales_end, e.status AS event_status, e.starts_at, e.ends_at
       FROM ticket_types tt JOIN events e ON e.id = tt.event_id WHERE tt.id = $1`,
    [ticketTypeId],
  );
  const { now } = options;
  if (!tt) return 0;
  const endsAt = tt.ends_at ?? tt.starts_at;
  if (tt.event_status !== 'published' || (endsAt && endsAt <= now) || (tt.sales_end && tt.sales_end <= now)) {
    return 0;
  }
  let offered = 0;
  // People the place rule refuses (too young, not approved) keep their place in line and are
  // passed over for this ticket.
  const passedOver: string[] = [];
  while (offered < count) {
    const entry = await tx.maybeOne<{ id: string; user_id: string }>(
      `SELECT id, user_id FROM waitlist_entries WHERE ticket_type_id = $1 AND status = 'waiting'
          AND id <> ALL($2::uuid[])
        ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [ticketTypeId, passedOver],
    );
    if (!entry) break;
    try {
      await admitTicketHolder(tx, {
        eventId: tt.event_id,
        userId: entry.user_id,
        seats: 1,
        path: 'waitlist',
        now,
      });
    } catch (err) {
      if (!(err instanceof PlaceRefused)) throw err;
      // The event is full: the ticket stays released, for whoever may take the place.
      if (err.reason === 'capacity') break;
      passedOver.push(entry.id);
      continue;
    }
    const orderId = await holdOfferOrder(tx, {
      eventId: tt.event_id,
      ticketTypeId,
      buyerId: entry.user_id,
      unitPriceCents: tt.price_cents,
      currency: tt.currency,
      expiresAt: new Date(now.getTime() + options.claimMinutes * 60_000),
    });
    if (!orderId) break;
    await tx.query(
      `UPDATE waitlist_entries SET status = 'offered', offer_order_id = $2, offered_at = $3, updated_at = now()
        WHERE id = $1`,
      [entry.id, orderId, now],
    );
    await enqueueJob(tx, 'waitlist.offer-message', { entryId: entry.id });
    offered += 1;
  }
  return offered;
}
