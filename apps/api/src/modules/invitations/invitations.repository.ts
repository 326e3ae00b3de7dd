import type { RsvpAnswer } from '@mingle/shared/enums';
import type { Queryable } from '../../db/client.ts';
import { isGuestSql } from '../../db/sql/attendance.sql.ts';
import { notBlockedSql } from '../../db/sql/safety.sql.ts';

export interface InvitationRow {
  id: string;
  event_id: string;
  email: string | null;
  phone: string | null;
  created_at: Date;
  invitee_id: string | null;
  invitee_name: string | null;
  invitee_photo: string | null;
  answer: RsvpAnswer | null;
}

/**
 * The invitee is named only once they answered the event after the invitation (so an
 * invitation never reveals whether an address has an account), and never across a block with
 * the host. Matched by address when read (see migration 0003).
 */
const SELECT_INVITATION = `
  SELECT i.id, i.event_id, i.email, i.phone, i.created_at,
         u.id AS invitee_id, u.name AS invitee_name, u.profile_photo AS invitee_photo, u.answer
    FROM invitations i
    JOIN events ie ON ie.id = i.event_id
    JOIN organizations io ON io.id = ie.organization_id
    LEFT JOIN LATERAL (
      SELECT x.id, x.name, x.profile_photo, r.answer FROM users x
        JOIN rsvps r ON r.event_id = i.event_id AND r.user_id = x.id AND r.updated_at >= i.created_at
       WHERE x.deleted_at IS NULL AND (x.email = i.email OR x.phone = i.phone)
         AND ${notBlockedSql('x.id', 'io.owner_id')}
       ORDER BY x.created_at LIMIT 1
    ) u ON true`;

/** Undefined when that address is already invited to the event. */
export async function insertInvitation(
  db: Queryable,
  eventId: string,
  to: { email: string | null; phone: string | null },
  invitedBy: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO invitations (event_id, email, phone, invited_by, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id`,
    [eventId, to.email, to.phone, invitedBy, now],
  );
  return row?.id;
}

/** Is an account with this address already going to the event (a ticket or a Yes)? */
export async function addressIsGoing(
  db: Queryable,
  eventId: string,
  to: { email: string | null; phone: string | null },
): Promise<boolean> {
  const row = await db.maybeOne<{ going: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM users x
        WHERE x.deleted_at IS NULL AND (x.email = $2 OR x.phone = $3) AND ${isGuestSql('$1', 'x.id')}
     ) AS going`,
    [eventId, to.email, to.phone],
  );
  return row!.going;
}

export async function deleteInvitation(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM invitations WHERE id = $1', [id]);
}

export function findInvitation(db: Queryable, id: string): Promise<InvitationRow | undefined> {
  return db.maybeOne(`${SELECT_INVITATION} WHERE i.id = $1`, [id]);
}

export function listInvitations(
  db: Queryable,
  eventId: string,
  limit: number,
  offset: number,
): Promise<InvitationRow[]> {
  return db.query(
    `${SELECT_INVITATION} WHERE i.event_id = $1 ORDER BY i.created_at DESC, i.id LIMIT $2 OFFSET $3`,
    [eventId, limit, offset],
  );
}

export async function countInvitations(db: Queryable, eventId: string): Promise<number> {
  const row = await db.maybeOne<{ n: number }>(
    'SELECT count(*)::int AS n FROM invitations WHERE event_id = $1',
    [eventId],
  );
  return row!.n;
}

/**
 * The organization's invitations since `since` and the oldest of them, counted with the
 * organization row locked so concurrent invitations (on any server) queue behind each other.
 */
export async function lockAndCountSentSince(
  db: Queryable,
  organizationId: string,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  await db.query('SELECT 1 FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
  const row = await db.maybeOne<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(i.created_at) AS oldest FROM invitations i JOIN events e ON e.id = i.event_id
      WHERE e.organization_id = $1 AND i.created_at > $2`,
    [organizationId, since],
  );
  return row!;
}
