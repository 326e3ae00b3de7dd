import type { RsvpApproval } from '@mingle/shared/enums';
import type { EventStatus, EventVisibility } from '@mingle/shared/schemas/events';
import type { Tax } from '@mingle/shared/taxes';
import type { Queryable } from '../../db/client.ts';
import { goingCountSql, holdsTicketSql, isGuestSql } from '../../db/sql/attendance.sql.ts';
import { eventTaxSql } from '../../db/sql/tax.sql.ts';
import { refreshSearch } from './event-search.ts';

/** One event with the organization fields every caller needs. */
export interface EventRow {
  id: string;
  organization_id: string;
  status: EventStatus;
  visibility: EventVisibility;
  title: string | null;
  description: string | null;
  cover_image: string | null;
  cover_focus_x: number;
  cover_focus_y: number;
  starts_at: Date | null;
  ends_at: Date | null;
  time_zone: string | null;
  venue_name: string | null;
  address: string | null;
  city: string | null;
  online_url: string | null;
  age_limit: number | null;
  step_free_access: boolean;
  captioning_or_asl: boolean;
  quiet_space: boolean;
  all_gender_restrooms: boolean;
  accessibility_notes: string | null;
  capacity: number | null;
  guest_list_visible: boolean;
  matching_on: boolean;
  chat_on: boolean;
  approval_required: boolean;
  wizard_step: string | null;
  min_price_cents: number | null;
  currency: string | null;
  published_at: Date | null;
  cancelled_at: Date | null;
  cancellation_message: string | null;
  created_at: Date;
  updated_at: Date;
  org_name: string;
  org_owner_id: string;
  org_profile_picture: string | null;
  /** The event's tax (the taxes module writes it), null when untaxed. */
  tax: Tax | null;
}

/** Columns a host writes through POST / PATCH events (keys are checked against this list). */
export const WRITABLE_COLUMNS = [
  'title',
  'description',
  'cover_image',
  'cover_focus_x',
  'cover_focus_y',
  'starts_at',
  'ends_at',
  'time_zone',
  'venue_name',
  'address',
  'city',
  'online_url',
  'age_limit',
  'step_free_access',
  'captioning_or_asl',
  'quiet_space',
  'all_gender_restrooms',
  'accessibility_notes',
  'capacity',
  'visibility',
  'guest_list_visible',
  'matching_on',
  'chat_on',
  'approval_required',
  'wizard_step',
] as const;
export type WritableColumn = (typeof WRITABLE_COLUMNS)[number];
export type EventColumns = Partial<Record<WritableColumn, unknown>>;

const WRITABLE = new Set<string>(WRITABLE_COLUMNS);

const SELECT_EVENT = `
  SELECT e.id, e.organization_id, e.status, e.visibility, e.title, e.description, e.cover_image,
         e.cover_focus_x, e.cover_focus_y,
         e.starts_at, e.ends_at, e.time_zone, e.venue_name, e.address, e.city, e.online_url, e.age_limit,
         e.step_free_access, e.captioning_or_asl, e.quiet_space, e.all_gender_restrooms, e.accessibility_notes,
         e.capacity, e.guest_list_visible, e.matching_on, e.chat_on, e.approval_required, e.wizard_step,
         e.min_price_cents, e.currency, e.published_at, e.cancelled_at, e.cancellation_message,
         e.created_at, e.updated_at,
         o.name AS org_name, o.owner_id AS org_owner_id, o.profile_picture AS org_profile_picture,
         ${eventTaxSql('e.id')} AS tax
    FROM events e JOIN organizations o ON o.id = e.organization_id`;

export function findEvent(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<EventRow | undefined> {
  return db.maybeOne(`${SELECT_EVENT} WHERE e.id = $1${options.forUpdate ? ' FOR UPDATE OF e' : ''}`, [id]);
}

function checkedColumns(columns: EventColumns): [string, unknown][] {
  const entries = Object.entries(columns).filter(([, v]) => v !== undefined);
  for (const [key] of entries) if (!WRITABLE.has(key)) throw new Error(`not a writable event column: ${key}`);
  return entries;
}

export async function insertEvent(
  db: Queryable,
  organizationId: string,
  columns: EventColumns,
  now: Date,
): Promise<string> {
  const entries = checkedColumns(columns);
  const names = ['organization_id', 'created_at', 'updated_at', ...entries.map(([k]) => k)];
  const values = [organizationId, now, now, ...entries.map(([, v]) => v)];
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO events (${names.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values,
  );
  await refreshSearch(db, row!.id);
  return row!.id;
}

export async function updateEvent(
  db: Queryable,
  id: string,
  columns: EventColumns,
  now: Date,
): Promise<void> {
  const entries = checkedColumns(columns);
  const sets = entries.map(([k], i) => `${k} = $${i + 3}`);
  await db.query(`UPDATE events SET ${['updated_at = $2', ...sets].join(', ')} WHERE id = $1`, [
    id,
    now,
    ...entries.map(([, v]) => v),
  ]);
  await refreshSearch(db, id);
}

export async function setStatus(
  db: Queryable,
  id: string,
  change: { status: 'published'; at: Date } | { status: 'cancelled'; at: Date; message: string },
): Promise<void> {
  if (change.status === 'published') {
    await db.query(
      `UPDATE events SET status = 'published', published_at = $2, updated_at = $2 WHERE id = $1`,
      [id, change.at],
    );
  } else {
    await db.query(
      `UPDATE events SET status = 'cancelled', cancelled_at = $2, cancellation_message = $3, updated_at = $2
        WHERE id = $1`,
      [id, change.at, change.message],
    );
  }
}

/**
 * Going / Maybe / Not Going, each person once: Going is a ticket or a Yes RSVP (one rule, in
 * `event_attendees`); Maybe and Not Going are the answers of everyone else.
 */
export async function attendanceCounts(
  db: Queryable,
  eventId: string,
): Promise<{ going: number; maybe: number; not_going: number }> {
  const row = await db.maybeOne<{ going: number; maybe: number; not_going: number }>(
    `SELECT ${goingCountSql('$1')} AS going,
            count(*) FILTER (WHERE r.answer = 'Maybe')::int AS maybe,
            count(*) FILTER (WHERE r.answer = 'No')::int AS not_going
       FROM rsvps r JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
      WHERE r.event_id = $1 AND r.answer <> 'Yes' AND NOT ${isGuestSql('$1', 'r.user_id')}`,
    [eventId],
  );
  return row!;
}

export async function subscriberCount(db: Queryable, organizationId: string): Promise<number> {
  const row = await db.maybeOne<{ n: number }>(
    `SELECT count(*)::int AS n FROM subscriptions s JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
      WHERE s.organization_id = $1`,
    [organizationId],
  );
  return row!.n;
}

export interface ViewerRow {
  rsvp: 'Yes' | 'Maybe' | 'No' | null;
  rsvp_approval: RsvpApproval | null;
  subscribed: boolean;
  invited: boolean;
  holds_ticket: boolean;
  ticket_id: string | null;
}

export async function viewerState(
  db: Queryable,
  eventId: string,
  organizationId: string,
  userId: string,
): Promise<ViewerRow> {
  const row = await db.maybeOne<ViewerRow>(
    `SELECT (SELECT answer FROM rsvps WHERE event_id = $1 AND user_id = $3) AS rsvp,
            (SELECT approval FROM rsvps WHERE event_id = $1 AND user_id = $3) AS rsvp_approval,
            EXISTS (SELECT 1 FROM subscriptions WHERE organization_id = $2 AND user_id = $3) AS subscribed,
            EXISTS (SELECT 1 FROM invitations i JOIN users u ON u.id = $3
                     WHERE i.event_id = $1 AND (i.email = u.email OR i.phone = u.phone)) AS invited,
            ${holdsTicketSql('$1', '$3')} AS holds_ticket,
            (SELECT t.id FROM tickets t WHERE t.event_id = $1 AND t.holder_id = $3 AND t.status IN ('valid', 'redeemed')
              ORDER BY t.status = 'valid' DESC, t.created_at LIMIT 1) AS ticket_id`,
    [eventId, organizationId, userId],
  );
  return row!;
}

/** A new draft with every host-written field of the event; no status history, no guests. */
export async function copyEvent(db: Queryable, id: string, title: string, now: Date): Promise<string> {
  const copied = `visibility, description, cover_image, cover_focus_x, cover_focus_y, starts_at, ends_at, time_zone, venue_name, address, city,
    online_url, age_limit, step_free_access, captioning_or_asl, quiet_space, all_gender_restrooms, accessibility_notes,
    capacity, guest_list_visible, matching_on, chat_on, approval_required, wizard_step`;
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO events (organization_id, status, title, created_at, updated_at, ${copied})
     SELECT organization_id, 'draft', $2, $3, $3, ${copied} FROM events WHERE id = $1
     RETURNING id`,
    [id, title, now],
  );
  await refreshSearch(db, row!.id);
  return row!.id;
}

/** The event's chat room, when anyone has opened it. */
export async function eventChatRoomId(q: Queryable, eventId: string): Promise<string | undefined> {
  const row = await q.maybeOne<{ id: string }>(
    `SELECT id FROM chat_rooms WHERE kind = 'event' AND event_id = $1`,
    [eventId],
  );
  return row?.id;
}
