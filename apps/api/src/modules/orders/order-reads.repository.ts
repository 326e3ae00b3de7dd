import type { RefundRequest } from '@mingle/shared/schemas/tickets';
import type { Queryable } from '../../db/client.ts';
import {
  REFUND_REQUEST_SELECT,
  type RefundRequestRow,
  toRefundRequest,
} from '../../db/sql/refund-requests.sql.ts';
import { TICKET_VIEW_SELECT, type TicketViewRow } from '../../db/sql/ticket-view.sql.ts';

/* What an order's answer, its receipt and a free ticket read of the rows around the order. */

export interface EventHeading {
  title: string | null;
  starts_at: Date | null;
  time_zone: string | null;
}

/** What an order's answer and its receipt say of the event. */
export function eventHeading(q: Queryable, eventId: string): Promise<EventHeading | undefined> {
  return q.maybeOne<EventHeading>('SELECT title, starts_at, time_zone FROM events WHERE id = $1', [eventId]);
}

export interface ReceiptEvent {
  id: string;
  title: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  time_zone: string | null;
  venue_name: string | null;
  address: string | null;
  city: string | null;
  online_url: string | null;
  org_name: string;
}

/** What a receipt and its calendar entry say of the event. */
export function receiptEvent(q: Queryable, eventId: string): Promise<ReceiptEvent | undefined> {
  return q.maybeOne<ReceiptEvent>(
    `SELECT e.id, e.title, e.starts_at, e.ends_at, e.time_zone, e.venue_name, e.address, e.city,
            e.online_url, o.name AS org_name
       FROM events e JOIN organizations o ON o.id = e.organization_id
      WHERE e.id = $1`,
    [eventId],
  );
}

export function buyerContact(q: Queryable, buyerId: string) {
  return q.maybeOne<{ email: string | null; phone: string | null }>(
    'SELECT email, phone FROM users WHERE id = $1 AND deleted_at IS NULL',
    [buyerId],
  );
}

export function ticketTypeCurrency(q: Queryable, ticketTypeId: string) {
  return q.maybeOne<{ currency: string }>('SELECT currency FROM ticket_types WHERE id = $1', [ticketTypeId]);
}

export async function ticketIdsOfOrder(q: Queryable, orderId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1', [orderId]);
  return rows.map((r) => r.id);
}

/** The newest refund request of an order (what the order page shows). */
export async function latestRefundRequestOfOrder(
  q: Queryable,
  orderId: string,
): Promise<RefundRequest | null> {
  const row = await q.maybeOne<RefundRequestRow>(
    `${REFUND_REQUEST_SELECT} WHERE r.order_id = $1 ORDER BY r.created_at DESC, r.id LIMIT 1`,
    [orderId],
  );
  return row ? toRefundRequest(row) : null;
}

/** The tickets of an order as its buyer sees them with the order. */
export function ticketsOfOrder(q: Queryable, orderId: string): Promise<TicketViewRow[]> {
  return q.query<TicketViewRow>(`${TICKET_VIEW_SELECT} WHERE t.order_id = $1 ORDER BY t.created_at, t.id`, [
    orderId,
  ]);
}
