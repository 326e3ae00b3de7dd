import type { RsvpAnswer, RsvpApproval } from '@mingle/shared/enums';
import type { Queryable } from '../../db/client.ts';
import { holdsTicketSql } from '../../db/sql/attendance.sql.ts';

export interface RsvpRow {
  event_id: string;
  answer: RsvpAnswer;
  approval: RsvpApproval;
  /** The free ticket this Yes claimed (ticketed events). */
  ticket_id: string | null;
  updated_at: Date;
}

/**
 * `approval` is what a fresh answer needs ('pending' for a Yes or Maybe that waits for the
 * host). Answering again keeps the host's decision: a declined guest stays declined, and an
 * approved one keeps their spot while switching between Yes and Maybe; after a No, a new Yes
 * asks again.
 */
export async function upsertRsvp(
  db: Queryable,
  eventId: string,
  userId: string,
  answer: RsvpAnswer,
  approval: RsvpApproval,
  now: Date,
): Promise<RsvpRow> {
  const row = await db.maybeOne<RsvpRow>(
    `INSERT INTO rsvps (event_id, user_id, answer, approval, created_at, updated_at)
     VALUES ($1, $2, $3, $5, $4, $4)
     ON CONFLICT (event_id, user_id) DO UPDATE SET answer = EXCLUDED.answer, updated_at = EXCLUDED.updated_at,
       approval = CASE WHEN rsvps.approval = 'declined' THEN 'declined'
                       WHEN EXCLUDED.approval = 'approved' THEN 'approved'
                       WHEN rsvps.approval = 'approved' AND rsvps.answer <> 'No' THEN 'approved'
                       ELSE EXCLUDED.approval END
     RETURNING event_id, answer, approval, ticket_id, updated_at`,
    [eventId, userId, answer, now, approval],
  );
  return row!;
}

export async function setRsvpTicket(
  db: Queryable,
  eventId: string,
  userId: string,
  ticketId: string | null,
): Promise<void> {
  await db.query('UPDATE rsvps SET ticket_id = $3 WHERE event_id = $1 AND user_id = $2', [
    eventId,
    userId,
    ticketId,
  ]);
}

export interface DecidableRsvpRow {
  answer: RsvpAnswer;
  approval: RsvpApproval;
  ticket_id: string | null;
}

/** The guest's RSVP, locked while the host decides on it. */
export function findRsvpForUpdate(
  db: Queryable,
  eventId: string,
  userId: string,
): Promise<DecidableRsvpRow | undefined> {
  return db.maybeOne<DecidableRsvpRow>(
    `SELECT r.answer, r.approval, r.ticket_id FROM rsvps r JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
      WHERE r.event_id = $1 AND r.user_id = $2 FOR UPDATE OF r`,
    [eventId, userId],
  );
}

export async function setApproval(
  db: Queryable,
  eventId: string,
  userId: string,
  approval: RsvpApproval,
): Promise<void> {
  await db.query('UPDATE rsvps SET approval = $3 WHERE event_id = $1 AND user_id = $2', [
    eventId,
    userId,
    approval,
  ]);
}

export interface RsvpContext {
  holds_ticket: boolean;
  /** Approval-required and ticketed: only a ticket makes the guest Going. */
  ticket_only: boolean;
}

/** What the answer reads as once saved, in one round trip. */
export async function rsvpContext(db: Queryable, eventId: string, userId: string): Promise<RsvpContext> {
  const row = await db.maybeOne<RsvpContext>(
    `SELECT ${holdsTicketSql('$1', '$2')} AS holds_ticket,
            EXISTS (SELECT 1 FROM events e JOIN ticket_types tt ON tt.event_id = e.id
                     WHERE e.id = $1 AND e.approval_required) AS ticket_only`,
    [eventId, userId],
  );
  return row!;
}

export interface EventRsvpRow {
  user_id: string;
  name: string | null;
  profile_photo: string | null;
  answer: RsvpAnswer;
  approval: RsvpApproval;
  holds_ticket: boolean;
  updated_at: Date;
}

export function listRsvps(
  db: Queryable,
  eventId: string,
  limit: number,
  offset: number,
): Promise<EventRsvpRow[]> {
  return db.query(
    `SELECT u.id AS user_id, u.name, u.profile_photo, r.answer, r.approval,
            ${holdsTicketSql('$1', 'u.id')} AS holds_ticket, r.updated_at
       FROM rsvps r JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
      WHERE r.event_id = $1
      ORDER BY r.approval = 'pending' DESC, r.updated_at DESC, u.id
      LIMIT $2 OFFSET $3`,
    [eventId, limit, offset],
  );
}

export async function countRsvps(db: Queryable, eventId: string): Promise<number> {
  const row = await db.maybeOne<{ n: number }>(
    `SELECT count(*)::int AS n FROM rsvps r JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
      WHERE r.event_id = $1`,
    [eventId],
  );
  return row!.n;
}

/** Where the guest hears of the host's decision (nowhere once the account is deleted). */
export function decisionContact(q: Queryable, eventId: string, userId: string) {
  return q.maybeOne<{
    title: string | null;
    starts_at: Date | null;
    time_zone: string | null;
    email: string | null;
    phone: string | null;
  }>(
    `SELECT e.title, e.starts_at, e.time_zone, u.email, u.phone FROM events e JOIN users u ON u.id = $2 AND u.deleted_at IS NULL
      WHERE e.id = $1`,
    [eventId, userId],
  );
}
