import type { WaitlistStatus } from '@mingle/shared/schemas/orders';
import type { Queryable } from '../../db/client.ts';

export interface EntryRow {
  id: string;
  ticket_type_id: string;
  status: WaitlistStatus;
  created_at: Date;
  offer_order_id: string | null;
  offer_expires_at: Date | null;
  position: number | null;
}

/** The person's open entry (waiting or offered) with their place in line. */
export async function activeEntry(
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

/** The ticket type someone asks to wait for, with what is left and its event's state. */
export function waitableTicketType(q: Queryable, ticketTypeId: string) {
  return q.maybeOne<{
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
}

/** Joins the line; joining twice keeps the first place. */
export async function insertEntry(
  q: Queryable,
  ticketTypeId: string,
  eventId: string,
  userId: string,
): Promise<void> {
  await q.query(
    `INSERT INTO waitlist_entries (ticket_type_id, event_id, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (ticket_type_id, user_id) WHERE status IN ('waiting', 'offered') DO NOTHING`,
    [ticketTypeId, eventId, userId],
  );
}

export async function markLeft(q: Queryable, entryId: string): Promise<void> {
  await q.query(`UPDATE waitlist_entries SET status = 'left', updated_at = now() WHERE id = $1`, [entryId]);
}

/** What the offer message says, and where it goes (deleted accounts get none). */
export function offerNotice(q: Queryable, entryId: string) {
  return q.maybeOne<{
    status: string;
    order_status: string;
    order_id: string;
    expires_at: Date;
    total_cents: number;
    currency: string;
    tt_name: string;
    title: string | null;
    time_zone: string | null;
    email: string | null;
    phone: string | null;
  }>(
    `SELECT w.status, o.status AS order_status, o.id AS order_id, o.expires_at, o.total_cents, o.currency,
            tt.name AS tt_name, e.title, e.time_zone, u.email, u.phone
       FROM waitlist_entries w
       JOIN orders o ON o.id = w.offer_order_id
       JOIN ticket_types tt ON tt.id = w.ticket_type_id
       JOIN events e ON e.id = w.event_id
       JOIN users u ON u.id = w.user_id AND u.deleted_at IS NULL
      WHERE w.id = $1`,
    [entryId],
  );
}
