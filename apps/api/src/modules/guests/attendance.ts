import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { attendanceRow, socialEventRow } from './guests.repository.ts';

/**
 * Who attends an event, for every rule that asks (social rules, attendance counts, the guest's
 * event lists). The definition itself is the SQL view `event_attendee_rows` behind the function
 * `event_attendees` (0006_attendance.sql): the host, Yes RSVPs and valid or redeemed tickets.
 * Going = a ticket or a Yes RSVP: a paid ticket means Going whatever the RSVP says.
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
  const row = await socialEventRow(db, eventId);
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
  const row = await attendanceRow(db, eventId, userId);
  return {
    isHost: row?.is_host ?? false,
    isGuest: row?.is_guest ?? false,
    holdsTicket: row?.holds_ticket ?? false,
  };
}
