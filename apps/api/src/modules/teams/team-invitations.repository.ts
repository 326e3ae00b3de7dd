import type { MemberRole } from '@mingle/shared/schemas/teams';
import type { Queryable } from '../../db/client.ts';
import { notBlockedSql } from '../../db/sql/safety.sql.ts';

/** Team invitations (`member_invitations`): sent by the owner, answered by the invited person. */

export interface InvitationRow {
  id: string;
  organization_id: string;
  phone: string | null;
  email: string | null;
  role: MemberRole;
  created_at: Date;
}

export async function findAccount(
  q: Queryable,
  to: { phone: string | null; email: string | null },
): Promise<{ id: string; name: string | null } | undefined> {
  return to.phone
    ? q.maybeOne('SELECT id, name FROM users WHERE phone = $1 AND deleted_at IS NULL', [to.phone])
    : q.maybeOne('SELECT id, name FROM users WHERE email = $1 AND deleted_at IS NULL', [to.email]);
}

/** A pending invitation; undefined when one is already pending for that address. */
export async function insertInvitation(
  q: Queryable,
  organizationId: string,
  to: { phone: string | null; email: string | null },
  role: MemberRole,
  invitedBy: string,
): Promise<InvitationRow | undefined> {
  return q.maybeOne(
    `INSERT INTO member_invitations (organization_id, phone, email, role, invited_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id, organization_id, phone, email, role, created_at`,
    [organizationId, to.phone, to.email, role, invitedBy],
  );
}

export async function listPendingInvitations(q: Queryable, organizationId: string): Promise<InvitationRow[]> {
  return q.query(
    `SELECT id, organization_id, phone, email, role, created_at FROM member_invitations
      WHERE organization_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND declined_at IS NULL
      ORDER BY created_at DESC, id`,
    [organizationId],
  );
}

export async function revokeInvitation(
  q: Queryable,
  organizationId: string,
  invitationId: string,
): Promise<InvitationRow | undefined> {
  return q.maybeOne(
    `UPDATE member_invitations SET revoked_at = now()
      WHERE id = $1 AND organization_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL AND declined_at IS NULL
      RETURNING id, organization_id, phone, email, role, created_at`,
    [invitationId, organizationId],
  );
}

/**
 * The invitations user `$1` may answer: pending, sent to their phone or e-mail, from an
 * organization they are not on and whose owner has no block with them either way (someone who
 * blocked the owner never sees one). Reading and answering use this same rule.
 */
const answerableSql = `i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.declined_at IS NULL
  AND ((i.phone IS NOT NULL AND i.phone = u.phone) OR (i.email IS NOT NULL AND i.email = u.email))
  AND o.owner_id <> u.id AND ${notBlockedSql('o.owner_id', 'u.id')}
  AND NOT EXISTS (SELECT 1 FROM organization_members m WHERE m.organization_id = o.id AND m.user_id = u.id)`;

export interface MyInvitationRow {
  id: string;
  role: MemberRole;
  organization_id: string;
  organization_name: string;
  invited_by: string | null;
  invited_by_name: string | null;
  created_at: Date;
}

export async function listInvitationsFor(q: Queryable, userId: string): Promise<MyInvitationRow[]> {
  return q.query(
    `SELECT i.id, i.role, o.id AS organization_id, o.name AS organization_name,
            i.invited_by, inv.name AS invited_by_name, i.created_at
       FROM users u
       JOIN member_invitations i ON i.phone = u.phone OR i.email = u.email
       JOIN organizations o ON o.id = i.organization_id
       LEFT JOIN users inv ON inv.id = i.invited_by AND inv.deleted_at IS NULL
      WHERE u.id = $1 AND ${answerableSql}
      ORDER BY i.created_at DESC, i.id`,
    [userId],
  );
}

/**
 * Marks one of the user's answerable invitations accepted or declined, and returns it; undefined
 * when it is not theirs or no longer pending. The row lock makes two answers at once count once.
 */
export async function answerInvitation(
  q: Queryable,
  userId: string,
  invitationId: string,
  answer: 'accept' | 'decline',
): Promise<InvitationRow | undefined> {
  const set = answer === 'accept' ? 'accepted_at = now(), accepted_by = u.id' : 'declined_at = now()';
  return q.maybeOne(
    `UPDATE member_invitations i SET ${set}
       FROM users u, organizations o
      WHERE i.id = $2 AND u.id = $1 AND u.deleted_at IS NULL AND o.id = i.organization_id AND ${answerableSql}
      RETURNING i.id, i.organization_id, i.phone, i.email, i.role, i.created_at`,
    [userId, invitationId],
  );
}

/** Invitations the organization sent since `since` (each sent a message, or would have). */
export async function countInvitationsSince(
  q: Queryable,
  organizationId: string,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const row = await q.maybeOne<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(created_at) AS oldest FROM member_invitations
      WHERE organization_id = $1 AND created_at > $2`,
    [organizationId, since],
  );
  return row!;
}

/** True when either person blocked the other (then nothing is sent between them). */
export async function blockedEitherWay(q: Queryable, a: string, b: string): Promise<boolean> {
  return !(await q.maybeOne(`SELECT 1 AS ok WHERE ${notBlockedSql('$1::uuid', '$2::uuid')}`, [a, b]));
}
