import type { Queryable } from '../../db/client.ts';

export interface OfferableTicketType {
  event_id: string;
  price_cents: number;
  currency: string;
  sales_end: Date | null;
  event_status: string;
  ends_at: Date | null;
  starts_at: Date | null;
}

export function offerableTicketType(
  q: Queryable,
  ticketTypeId: string,
): Promise<OfferableTicketType | undefined> {
  return q.maybeOne<OfferableTicketType>(
    `SELECT tt.event_id, tt.price_cents, tt.currency, tt.sales_end, e.status AS event_status, e.starts_at, e.ends_at
       FROM ticket_types tt JOIN events e ON e.id = tt.event_id WHERE tt.id = $1`,
    [ticketTypeId],
  );
}

/** The first person waiting, locked, skipping those passed over for this ticket. */
export function nextWaiting(q: Queryable, ticketTypeId: string, passedOver: string[]) {
  return q.maybeOne<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM waitlist_entries WHERE ticket_type_id = $1 AND status = 'waiting'
        AND id <> ALL($2::uuid[])
      ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [ticketTypeId, passedOver],
  );
}

export async function markOffered(q: Queryable, entryId: string, orderId: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE waitlist_entries SET status = 'offered', offer_order_id = $2, offered_at = $3, updated_at = now()
      WHERE id = $1`,
    [entryId, orderId, now],
  );
}
