import { PAGE_SIZE } from '@mingle/shared/constants';
import type { TicketStatus } from '@mingle/shared/schemas/tickets';
import type { Queryable } from '../../db/client.ts';
import type { DoorRef } from '../orders/index.ts';

/* What the door reads: who came, who is expected, and why a code was refused. */

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
