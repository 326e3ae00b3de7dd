import { PAGE_SIZE } from '@mingle/shared/constants';
import type { TicketStatus, TicketsTab } from '@mingle/shared/schemas/tickets';
import type { Queryable } from '../../db/client.ts';
import { newShortCode, newTicketCode } from './ticket-codes.ts';

/** A clash of short codes in one event is rare (~n in 850 billion); each clash draws again, at most this often. */
const SHORT_CODE_DRAWS = 5;

/** One ticket to write: what the order bought of a ticket type, and for whom. */
export interface TicketUnit {
  ticket_type_id: string;
  price: number;
  event_id: string;
  buyer_id: string | null;
}

/**
 * Writes one ticket per unit, held by the buyer, each with its own code and short code. A short
 * code already used in the event (or drawn twice here) skips that row without aborting the
 * transaction, and the row is written again with a new draw.
 */
export async function writeTicketUnits(tx: Queryable, orderId: string, units: TicketUnit[]): Promise<void> {
  let pending = units;
  for (let draw = 0; pending.length > 0; draw += 1) {
    if (draw === SHORT_CODE_DRAWS) throw new Error('Could not draw unique short ticket codes');
    const values: unknown[] = [orderId];
    const rows: string[] = [];
    const drawn = pending.map((item) => {
      const shortCode = newShortCode();
      const p = values.length + 1;
      values.push(item.event_id, item.ticket_type_id, item.buyer_id, newTicketCode(), shortCode, item.price);
      rows.push(`($1, $${p}, $${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5})`);
      return { item, shortCode };
    });
    const written = await tx.query<{ short_code: string }>(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, short_code, price_paid_cents)
       VALUES ${rows.join(', ')} ON CONFLICT DO NOTHING RETURNING short_code`,
      values,
    );
    const done = new Set(written.map((w) => w.short_code));
    pending = drawn.filter((d) => !done.delete(d.shortCode)).map((d) => d.item);
  }
}

export interface TicketViewRow {
  id: string;
  order_id: string;
  status: TicketStatus;
  code: string;
  short_code: string;
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
  SELECT t.id, t.order_id, t.status, t.code, t.short_code, t.redeemed_at, t.created_at, t.price_paid_cents,
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

const ENDED = 'COALESCE(e.ends_at, e.starts_at) <= $2';
const HELD_FILTER: Record<TicketsTab, string> = {
  upcoming: `AND t.status IN ('valid', 'redeemed') AND NOT (${ENDED}) AND e.status <> 'cancelled'`,
  past: `AND (${ENDED} OR e.status = 'cancelled')`,
  all: 'AND $2::timestamptz IS NOT NULL',
};
const HELD_ORDER: Record<TicketsTab, string> = {
  upcoming: 'e.starts_at, t.id',
  past: 'e.starts_at DESC, t.id',
  all: 't.created_at DESC, t.id',
};

/** One page of the tickets a person holds, and how many there are in the tab. */
export async function heldTickets(
  q: Queryable,
  userId: string,
  tab: TicketsTab,
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

/** Moves a shared ticket to its claimant with a new code and short code; undefined when the link is spent. */
export function claimSharedTicket(
  q: Queryable,
  hash: string,
  userId: string,
  code: string,
  shortCode: string,
) {
  return q.maybeOne<{ id: string }>(
    `UPDATE tickets SET holder_id = $2, code = $3, short_code = $4, share_token_hash = NULL, share_created_at = NULL, updated_at = now()
      WHERE share_token_hash = $1 AND status = 'valid' RETURNING id`,
    [hash, userId, code, shortCode],
  );
}

export async function shortCodeTaken(q: Queryable, eventId: string, shortCode: string): Promise<boolean> {
  const row = await q.maybeOne('SELECT 1 FROM tickets WHERE event_id = $1 AND short_code = $2', [
    eventId,
    shortCode,
  ]);
  return row !== undefined;
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

/** How a ticket is named at the door: its QR code, its short code (normalised), or its id (the list). */
export type DoorRef = { code: string; shortCode: string | null } | { ticketId: string };

/** Lets the ticket in once: undefined when the reference is not a valid ticket of this event. */
export function redeemAtDoor(q: Queryable, ref: DoorRef, eventId: string, hostId: string) {
  const [match, params] =
    'ticketId' in ref
      ? ['t.id = $3', [ref.ticketId]]
      : ['(t.code = $3 OR t.short_code = $4)', [ref.code, ref.shortCode]];
  return q.maybeOne<{ id: string }>(
    `UPDATE tickets t SET status = 'redeemed', redeemed_at = now(), redeemed_by = $2, updated_at = now()
      WHERE ${match} AND t.event_id = $1 AND t.status = 'valid' RETURNING t.id`,
    [eventId, hostId, ...params],
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

export interface DoorTicketRow {
  event_id: string;
  status: TicketStatus;
  redeemed_at: Date | null;
  redeemed_by: string | null;
  redeemer_name: string | null;
}

/**
 * The ticket a refused redemption was about, to say why. Looked up in this event and then in the
 * other events of the same organization (a code typed at the wrong party), never beyond: door
 * staff of another organization get the same answer for its tickets as for a made-up code.
 */
export function doorTicket(q: Queryable, ref: DoorRef, eventId: string) {
  const [match, params] =
    'ticketId' in ref
      ? ['t.id = $2', [ref.ticketId]]
      : ['(t.code = $2 OR t.short_code = $3)', [ref.code, ref.shortCode]];
  return q.maybeOne<DoorTicketRow>(
    `SELECT t.event_id, t.status, t.redeemed_at, t.redeemed_by, r.name AS redeemer_name
       FROM tickets t LEFT JOIN users r ON r.id = t.redeemed_by AND r.deleted_at IS NULL
      WHERE ${match} AND t.event_id IN (
              SELECT o.id FROM events o JOIN events e ON e.organization_id = o.organization_id WHERE e.id = $1)
      ORDER BY (t.event_id = $1) DESC LIMIT 1`,
    [eventId, ...params],
  );
}

export interface DoorListRow extends AttendeeRow {
  code: string;
  short_code: string;
  redeemed_by: string | null;
  redeemer_name: string | null;
}

/** Every valid or redeemed ticket of the event with its codes, for the door's offline list. */
export function doorList(q: Queryable, eventId: string) {
  return q.query<DoorListRow>(
    `SELECT t.id, t.status, t.redeemed_at, t.holder_id, u.name AS holder_name, tt.name AS tt_name,
            t.code, t.short_code, t.redeemed_by, r.name AS redeemer_name
       FROM tickets t
       JOIN ticket_types tt ON tt.id = t.ticket_type_id
       LEFT JOIN users u ON u.id = t.holder_id AND u.deleted_at IS NULL
       LEFT JOIN users r ON r.id = t.redeemed_by AND r.deleted_at IS NULL
      WHERE t.event_id = $1 AND t.status IN ('valid', 'redeemed')
      ORDER BY lower(u.name), t.id`,
    [eventId],
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
