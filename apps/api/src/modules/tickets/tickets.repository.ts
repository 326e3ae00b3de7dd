import { PAGE_SIZE } from '@mingle/shared/constants';
import type { TicketStatus } from '@mingle/shared/schemas/tickets';
import type { Queryable } from '../../db/client.ts';
import { newTicketCode } from './ticket-codes.ts';

/** Writes the tickets of a paid order, one per unit, each with its own code, held by the buyer. */
export async function issueTickets(tx: Queryable, orderId: string): Promise<number> {
  const items = await tx.query<{
    ticket_type_id: string;
    quantity: number;
    price: number;
    event_id: string;
    buyer_id: string | null;
  }>(
    `SELECT i.ticket_type_id, i.quantity, i.unit_price_cents - i.unit_discount_cents AS price, o.event_id, o.buyer_id
       FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.order_id = $1 ORDER BY i.ticket_type_id`,
    [orderId],
  );
  const values: unknown[] = [orderId];
  const rows: string[] = [];
  for (const item of items) {
    for (let n = 0; n < item.quantity; n += 1) {
      const p = values.length + 1;
      values.push(item.event_id, item.ticket_type_id, item.buyer_id, newTicketCode(), item.price);
      rows.push(`($1, $${p}, $${p + 1}, $${p + 2}, $${p + 3}, $${p + 4})`);
    }
  }
  if (rows.length === 0) return 0;
  await tx.query(
    `INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, price_paid_cents) VALUES ${rows.join(', ')}`,
    values,
  );
  return rows.length;
}

export interface TicketViewRow {
  id: string;
  order_id: string;
  status: TicketStatus;
  code: string;
  redeemed_at: Date | null;
  created_at: Date;
  price_paid_cents: number;
  share_active: boolean;
  buyer_id: string | null;
  holder_id: string | null;
  holder_name: string | null;
  tt_id: string;
  tt_name: string;
  currency: string;
  event_id: string;
  title: string | null;
  event_status: string;
  starts_at: Date | null;
  ends_at: Date | null;
  time_zone: string | null;
  venue_name: string | null;
  address: string | null;
  city: string | null;
  online_url: string | null;
  cover_image: string | null;
}

/** The columns every ticket view reads; `FROM` and `WHERE` come from the caller. */
const TICKET_VIEW_SELECT = `
  SELECT t.id, t.order_id, t.status, t.code, t.redeemed_at, t.created_at, t.price_paid_cents,
         t.share_token_hash IS NOT NULL AS share_active, o.buyer_id,
         t.holder_id, u.name AS holder_name,
         tt.id AS tt_id, tt.name AS tt_name, tt.currency,
         e.id AS event_id, e.title, e.status AS event_status, e.starts_at, e.ends_at, e.time_zone,
         e.venue_name, e.address, e.city, e.online_url, e.cover_image
    FROM tickets t
    JOIN orders o ON o.id = t.order_id
    JOIN ticket_types tt ON tt.id = t.ticket_type_id
    JOIN events e ON e.id = t.event_id
    LEFT JOIN users u ON u.id = t.holder_id AND u.deleted_at IS NULL`;

export function ticketsOfOrder(q: Queryable, orderId: string): Promise<TicketViewRow[]> {
  return q.query<TicketViewRow>(`${TICKET_VIEW_SELECT} WHERE t.order_id = $1 ORDER BY t.created_at, t.id`, [
    orderId,
  ]);
}

export function ticketById(q: Queryable, ticketId: string): Promise<TicketViewRow | undefined> {
  return q.maybeOne<TicketViewRow>(`${TICKET_VIEW_SELECT} WHERE t.id = $1`, [ticketId]);
}

export function ticketByShareHash(q: Queryable, hash: string): Promise<TicketViewRow | undefined> {
  return q.maybeOne<TicketViewRow>(`${TICKET_VIEW_SELECT} WHERE t.share_token_hash = $1`, [hash]);
}

export type HeldTab = 'upcoming' | 'past' | 'all';

const ENDED = 'COALESCE(e.ends_at, e.starts_at) <= $2';
const HELD_FILTER: Record<HeldTab, string> = {
  upcoming: `AND t.status IN ('valid', 'redeemed') AND NOT (${ENDED}) AND e.status <> 'cancelled'`,
  past: `AND (${ENDED} OR e.status = 'cancelled')`,
  all: 'AND $2::timestamptz IS NOT NULL',
};
const HELD_ORDER: Record<HeldTab, string> = {
  upcoming: 'e.starts_at, t.id',
  past: 'e.starts_at DESC, t.id',
  all: 't.created_at DESC, t.id',
};

/** One page of the tickets a person holds, and how many there are in the tab. */
export async function heldTickets(
  q: Queryable,
  userId: string,
  tab: HeldTab,
  now: Date,
  offset: number,
): Promise<{ rows: TicketViewRow[]; total: number }> {
  const filter = HELD_FILTER[tab];
  const [rows, count] = await Promise.all([
    q.query<TicketViewRow>(
      `${TICKET_VIEW_SELECT} WHERE t.holder_id = $1 ${filter} ORDER BY ${HELD_ORDER[tab]} LIMIT ${PAGE_SIZE} OFFSET $3`,
      [userId, now, offset],
    ),
    q.maybeOne<{ n: number }>(
      `SELECT count(*)::int AS n FROM tickets t JOIN events e ON e.id = t.event_id WHERE t.holder_id = $1 ${filter}`,
      [userId, now],
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function setShareToken(
  q: Queryable,
  ticketId: string,
  holderId: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const row = await q.maybeOne(
    `UPDATE tickets SET share_token_hash = $3, share_created_at = $4, updated_at = now()
      WHERE id = $1 AND holder_id = $2 AND status = 'valid' RETURNING id`,
    [ticketId, holderId, hash, now],
  );
  return row !== undefined;
}

export async function clearShareToken(q: Queryable, ticketId: string, holderId: string): Promise<void> {
  await q.query(
    `UPDATE tickets SET share_token_hash = NULL, share_created_at = NULL, updated_at = now() WHERE id = $1 AND holder_id = $2`,
    [ticketId, holderId],
  );
}

/** Moves a shared ticket to its claimant with a new code; undefined when the link is spent. */
export function claimSharedTicket(q: Queryable, hash: string, userId: string, code: string) {
  return q.maybeOne<{ id: string }>(
    `UPDATE tickets SET holder_id = $2, code = $3, share_token_hash = NULL, share_created_at = NULL, updated_at = now()
      WHERE share_token_hash = $1 AND status = 'valid' RETURNING id`,
    [hash, userId, code],
  );
}

export interface AttendeeRow {
  id: string;
  status: TicketStatus;
  redeemed_at: Date | null;
  holder_id: string | null;
  holder_name: string | null;
  tt_name: string;
}

const ATTENDEE_SELECT = `
  SELECT t.id, t.status, t.redeemed_at, t.holder_id, u.name AS holder_name, tt.name AS tt_name
    FROM tickets t
    JOIN ticket_types tt ON tt.id = t.ticket_type_id
    LEFT JOIN users u ON u.id = t.holder_id AND u.deleted_at IS NULL`;

/** Lets the ticket in once: undefined when the code is not a valid ticket of this event. */
export function redeemByCode(q: Queryable, code: string, eventId: string, hostId: string) {
  return q.maybeOne<{ id: string }>(
    `UPDATE tickets SET status = 'redeemed', redeemed_at = now(), redeemed_by = $3, updated_at = now()
      WHERE code = $1 AND event_id = $2 AND status = 'valid' RETURNING id`,
    [code, eventId, hostId],
  );
}

export function redeemedAttendee(q: Queryable, ticketId: string) {
  return q.maybeOne<AttendeeRow & { redeemed_by: string | null; redeemer_name: string | null }>(
    `SELECT t.id, t.status, t.redeemed_at, t.holder_id, u.name AS holder_name, tt.name AS tt_name,
            t.redeemed_by, r.name AS redeemer_name
       FROM tickets t
       JOIN ticket_types tt ON tt.id = t.ticket_type_id
       LEFT JOIN users u ON u.id = t.holder_id AND u.deleted_at IS NULL
       LEFT JOIN users r ON r.id = t.redeemed_by
      WHERE t.id = $1`,
    [ticketId],
  );
}

export function ticketByCode(q: Queryable, code: string) {
  return q.maybeOne<{ event_id: string; status: TicketStatus; redeemed_at: Date | null }>(
    'SELECT event_id, status, redeemed_at FROM tickets WHERE code = $1',
    [code],
  );
}

/** One page of the event's valid and redeemed tickets (arrivals first) and the counts. */
export async function attendees(
  q: Queryable,
  eventId: string,
  offset: number,
): Promise<{ rows: AttendeeRow[]; sold: number; redeemed: number }> {
  const [rows, counts] = await Promise.all([
    q.query<AttendeeRow>(
      `${ATTENDEE_SELECT} WHERE t.event_id = $1 AND t.status IN ('valid', 'redeemed')
        ORDER BY t.redeemed_at DESC NULLS LAST, lower(u.name), t.id LIMIT ${PAGE_SIZE} OFFSET $2`,
      [eventId, offset],
    ),
    q.maybeOne<{ sold: number; redeemed: number }>(
      `SELECT count(*)::int AS sold, count(*) FILTER (WHERE status = 'redeemed')::int AS redeemed
         FROM tickets WHERE event_id = $1 AND status IN ('valid', 'redeemed')`,
      [eventId],
    ),
  ]);
  return { rows, sold: counts?.sold ?? 0, redeemed: counts?.redeemed ?? 0 };
}
