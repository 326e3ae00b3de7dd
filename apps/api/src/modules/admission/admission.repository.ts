import type { RsvpAnswer, RsvpApproval } from '@mingle/shared/enums';
import type { Queryable } from '../../db/client.ts';

export interface PlaceEventRow {
  id: string;
  status: string;
  capacity: number | null;
  age_limit: number | null;
  approval_required: boolean;
  host_id: string;
  /** The event sells tickets (has at least one ticket type). */
  ticketed: boolean;
}

/** The event fields the place rule reads; `lock` takes the event row until the commit. */
export function findPlaceEvent(
  q: Queryable,
  eventId: string,
  lock: boolean,
): Promise<PlaceEventRow | undefined> {
  return q.maybeOne<PlaceEventRow>(
    `SELECT e.id, e.status, e.capacity, e.age_limit, e.approval_required, o.owner_id AS host_id,
            EXISTS (SELECT 1 FROM ticket_types tt WHERE tt.event_id = e.id) AS ticketed
       FROM events e JOIN organizations o ON o.id = e.organization_id
      WHERE e.id = $1${lock ? ' FOR UPDATE OF e' : ''}`,
    [eventId],
  );
}

/** The event's place fields and the person's, in one round trip (no lock). */
export async function findPlace(
  q: Queryable,
  eventId: string,
  userId: string,
): Promise<{ event: PlaceEventRow; guest: GuestPlaceRow } | undefined> {
  const row = await q.maybeOne<PlaceEventRow & GuestPlaceRow>(
    `SELECT e.id, e.status, e.capacity, e.age_limit, e.approval_required, o.owner_id AS host_id,
            EXISTS (SELECT 1 FROM ticket_types tt WHERE tt.event_id = e.id) AS ticketed,
            (SELECT to_char(birthdate, 'YYYY-MM-DD') FROM users WHERE id = $2) AS birthdate,
            EXISTS (SELECT 1 FROM tickets t WHERE t.event_id = e.id AND t.holder_id = $2
                       AND t.status IN ('valid', 'redeemed')) AS holds_ticket,
            r.answer AS rsvp_answer, r.approval AS rsvp_approval
       FROM events e JOIN organizations o ON o.id = e.organization_id
       LEFT JOIN rsvps r ON r.event_id = e.id AND r.user_id = $2
      WHERE e.id = $1`,
    [eventId, userId],
  );
  if (!row) return undefined;
  const { birthdate, holds_ticket, rsvp_answer, rsvp_approval, ...event } = row;
  return { event, guest: { birthdate, holds_ticket, rsvp_answer, rsvp_approval } };
}

export interface GuestPlaceRow {
  birthdate: string | null;
  holds_ticket: boolean;
  rsvp_answer: RsvpAnswer | null;
  rsvp_approval: RsvpApproval | null;
}

/** What the rule needs to know about the person at this event, in one round trip. */
export async function findGuestPlace(q: Queryable, eventId: string, userId: string): Promise<GuestPlaceRow> {
  const row = await q.maybeOne<GuestPlaceRow>(
    `SELECT (SELECT to_char(birthdate, 'YYYY-MM-DD') FROM users WHERE id = $2) AS birthdate,
            EXISTS (SELECT 1 FROM tickets t WHERE t.event_id = $1 AND t.holder_id = $2
                       AND t.status IN ('valid', 'redeemed')) AS holds_ticket,
            r.answer AS rsvp_answer, r.approval AS rsvp_approval
       FROM (SELECT 1) one LEFT JOIN rsvps r ON r.event_id = $1 AND r.user_id = $2`,
    [eventId, userId],
  );
  return row!;
}

/**
 * Places taken at the event: tickets sold or held by pending orders (`sold` counts both) plus
 * people Going on a Yes RSVP alone (without a ticket), leaving out `exceptUserId`.
 */
export async function placesTaken(
  q: Queryable,
  eventId: string,
  exceptUserId: string | null,
): Promise<number> {
  const row = await q.maybeOne<{ taken: number }>(
    `SELECT (COALESCE((SELECT sum(sold) FROM ticket_types WHERE event_id = $1), 0)
             + (SELECT count(DISTINCT a.user_id) FROM event_attendee_rows a
                  JOIN users u ON u.id = a.user_id AND u.deleted_at IS NULL
                 WHERE a.event_id = $1 AND NOT a.is_host AND NOT a.holds_ticket
                   AND a.user_id IS DISTINCT FROM $2::uuid
                   AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.event_id = $1 AND t.holder_id = a.user_id
                                      AND t.status IN ('valid', 'redeemed'))))::int AS taken`,
    [eventId, exceptUserId],
  );
  return row!.taken;
}

export interface FreeTicketTypeRow {
  id: string;
  left: number;
  sales_start: Date | null;
  sales_end: Date | null;
}

export function freeTicketTypes(q: Queryable, eventId: string): Promise<FreeTicketTypeRow[]> {
  return q.query<FreeTicketTypeRow>(
    `SELECT id, quantity - sold AS left, sales_start, sales_end FROM ticket_types
      WHERE event_id = $1 AND price_cents = 0 ORDER BY created_at, id`,
    [eventId],
  );
}
