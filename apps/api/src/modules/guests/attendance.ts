import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * Who attends an event, for every rule that asks (social rules, attendance counts, the guest's
 * event lists). The definition itself is the SQL view `event_attendee_rows` behind the function
 * `event_attendees` (0006_attendance.sql): the host, Yes RSVPs and valid or redeemed tickets.
 * Going = a ticket or a Yes RSVP ("a paid ticket means Going", DESIGN.md §3).
 */
export interface SocialEvent {
  id: string;
  status: string;
  title: string | null;
  organizationName: string;
  hostId: string;
  startsAt: Date | null;
  endsAt: Date | null;
  guestListVisible: boolean;
  matchingOn: boolean;
  chatOn: boolean;
}

export interface Attendance {
  isHost: boolean;
  /** Holds a ticket or a Yes RSVP: Going. */
  isGuest: boolean;
  holdsTicket: boolean;
}

export async function findSocialEvent(db: Queryable, eventId: string): Promise<SocialEvent | undefined> {
  const row = await db.maybeOne<{
    id: string;
    status: string;
    title: string | null;
    organization_name: string;
    host_id: string;
    starts_at: Date | null;
    ends_at: Date | null;
    guest_list_visible: boolean;
    matching_on: boolean;
    chat_on: boolean;
  }>(
    `SELECT e.id, e.status, e.title, o.name AS organization_name, o.owner_id AS host_id, e.starts_at, e.ends_at,
            e.guest_list_visible, e.matching_on, e.chat_on
       FROM events e JOIN organizations o ON o.id = e.organization_id
      WHERE e.id = $1 AND e.status <> 'draft'`,
    [eventId],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    organizationName: row.organization_name,
    hostId: row.host_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    guestListVisible: row.guest_list_visible,
    matchingOn: row.matching_on,
    chatOn: row.chat_on,
  };
}

/** The published (or cancelled) event, or 404. Drafts have no guests, chat or guest list. */
export async function requireSocialEvent(db: Queryable, eventId: string): Promise<SocialEvent> {
  const event = await findSocialEvent(db, eventId);
  if (!event) throw notFound('That event');
  return event;
}

export async function attendanceOf(db: Queryable, eventId: string, userId: string): Promise<Attendance> {
  const row = await db.maybeOne<{ is_host: boolean; is_guest: boolean; holds_ticket: boolean }>(
    `SELECT coalesce(bool_or(a.is_host), false) AS is_host, coalesce(bool_or(NOT a.is_host), false) AS is_guest,
            coalesce(bool_or(a.holds_ticket), false) AS holds_ticket
       FROM event_attendees($1) a WHERE a.user_id = $2`,
    [eventId, userId],
  );
  return {
    isHost: row?.is_host ?? false,
    isGuest: row?.is_guest ?? false,
    holdsTicket: row?.holds_ticket ?? false,
  };
}
