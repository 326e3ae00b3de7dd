import { PAGE_SIZE } from '@mingle/shared/constants';
import type { Gender, Intent } from '@mingle/shared/enums';
import type { Queryable } from '../../db/client.ts';
import { isGuestSql } from '../../db/sql/attendance.sql.ts';
import { notBlockedSql, notHiddenByReportsSql } from '../../db/sql/safety.sql.ts';
import { type CardRow, cardColumnsSql } from './guest-card.ts';

/**
 * Guests of the event ($1) as the viewer ($2) may see them: ticket or Yes RSVP, shown in guest
 * lists, not deleted, not blocked either way, not hidden by reports. A filter on intent or gender
 * only matches people who show that field, so a filter never reveals a hidden value.
 */
export async function listGuests(
  db: Queryable,
  eventId: string,
  viewerId: string,
  filters: { intent?: Intent; gender?: Gender; page: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const rows = await db.query<CardRow & { total: number }>(
    `SELECT ${cardColumnsSql('$2')}, count(*) OVER () AS total
       FROM users u
      WHERE u.id IN (SELECT att.user_id FROM event_attendees($1) att WHERE NOT att.is_host)
        AND u.id <> $2 AND u.deleted_at IS NULL AND u.show_in_guest_lists
        AND ${notBlockedSql('$2', 'u.id')}
        AND ${notHiddenByReportsSql('u.id')}
        AND ($3::text IS NULL OR (u.show_intent AND u.intent = $3))
        AND ($4::text IS NULL OR (u.show_gender AND u.gender = $4))
      ORDER BY lower(coalesce(u.name, '')), u.id
      LIMIT $5 OFFSET $6`,
    [
      eventId,
      viewerId,
      filters.intent ?? null,
      filters.gender ?? null,
      PAGE_SIZE,
      (filters.page - 1) * PAGE_SIZE,
    ],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The person as the viewer would see them in that event's guest list, if they are on it. */
export async function findGuestOfEvent(
  db: Queryable,
  eventId: string,
  viewerId: string,
  userId: string,
): Promise<CardRow | undefined> {
  return db.maybeOne<CardRow>(
    `SELECT ${cardColumnsSql('$2')} FROM users u
      WHERE u.id = $3 AND u.deleted_at IS NULL AND u.show_in_guest_lists
        AND ${isGuestSql('$1', 'u.id')}
        AND ${notBlockedSql('$2', 'u.id')}
        AND ${notHiddenByReportsSql('u.id')}`,
    [eventId, viewerId, userId],
  );
}

/**
 * The first Going guests of the event ($1) that its guest list shows the viewer ($2), the
 * viewer included: the same conditions as listGuests, earliest first.
 */
export function listPreviewGuests(
  db: Queryable,
  eventId: string,
  viewerId: string,
  limit: number,
): Promise<{ id: string; name: string | null; profile_photo: string | null }[]> {
  return db.query(
    `SELECT u.id, u.name, u.profile_photo
       FROM (SELECT att.user_id, min(att.since) AS since FROM event_attendees($1) att
              WHERE NOT att.is_host GROUP BY att.user_id) g
       JOIN users u ON u.id = g.user_id
      WHERE u.deleted_at IS NULL AND u.show_in_guest_lists
        AND ${notBlockedSql('$2', 'u.id')}
        AND ${notHiddenByReportsSql('u.id')}
      ORDER BY g.since, u.id
      LIMIT $3`,
    [eventId, viewerId, limit],
  );
}

/**
 * The person ($2) as a guest of any event the viewer ($1) may see the guest list of: an event
 * the viewer hosts, or one both are Going to with the guest list on. The same conditions as
 * findGuestOfEvent (shown in guest lists, no block either way, not hidden by reports), over
 * every event they share instead of one.
 */
export async function findGuestOfSharedEvent(
  db: Queryable,
  viewerId: string,
  userId: string,
): Promise<CardRow | undefined> {
  return db.maybeOne<CardRow>(
    `SELECT ${cardColumnsSql('$1')} FROM users u
      WHERE u.id = $2 AND u.id <> $1 AND u.deleted_at IS NULL AND u.show_in_guest_lists
        AND ${notBlockedSql('$1', 'u.id')}
        AND ${notHiddenByReportsSql('u.id')}
        AND EXISTS (
          SELECT 1 FROM event_attendee_rows them
            JOIN events e ON e.id = them.event_id AND e.status <> 'draft'
            JOIN event_attendee_rows me ON me.event_id = them.event_id AND me.user_id = $1
           WHERE them.user_id = u.id AND NOT them.is_host AND (me.is_host OR e.guest_list_visible))`,
    [viewerId, userId],
  );
}

/**
 * The person, when the viewer already knows them: themself, or a connection either way that
 * is not over (a request sent or received, or a match). Blocks still hide them.
 */
export async function findConnectedPerson(
  db: Queryable,
  viewerId: string,
  userId: string,
): Promise<CardRow | undefined> {
  return db.maybeOne<CardRow>(
    `SELECT ${cardColumnsSql('$1')} FROM users u
      WHERE u.id = $2 AND u.deleted_at IS NULL
        AND (u.id = $1 OR (${notBlockedSql('$1', 'u.id')} AND EXISTS (
              SELECT 1 FROM connections c
               WHERE ((c.from_user_id = $1 AND c.to_user_id = u.id) OR (c.from_user_id = u.id AND c.to_user_id = $1))
                 AND (c.status IN ('pending', 'matched') OR (c.from_user_id = $1 AND c.status = 'declined')))))`,
    [viewerId, userId],
  );
}

export function socialEventRow(db: Queryable, eventId: string) {
  return db.maybeOne<{
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
}

/** The person's attendance of the event from the attendance view (all false when none). */
export function attendanceRow(db: Queryable, eventId: string, userId: string) {
  return db.maybeOne<{ is_host: boolean; is_guest: boolean; holds_ticket: boolean }>(
    `SELECT coalesce(bool_or(a.is_host), false) AS is_host, coalesce(bool_or(NOT a.is_host), false) AS is_guest,
            coalesce(bool_or(a.holds_ticket), false) AS holds_ticket
       FROM event_attendees($1) a WHERE a.user_id = $2`,
    [eventId, userId],
  );
}

/** The two answers the social features need (null when not given yet, or no such person). */
export function socialProfileRow(db: Queryable, userId: string) {
  return db.maybeOne<{ gender: Gender | null; intent: Intent | null }>(
    'SELECT gender, intent FROM users WHERE id = $1 AND deleted_at IS NULL',
    [userId],
  );
}
