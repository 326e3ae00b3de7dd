import type { MemberRole, TeamRole } from '@mingle/shared/schemas/teams';
import type { Queryable } from '../../db/client.ts';
import { notBlockedSql } from '../../db/sql/safety.sql.ts';

export interface MemberRow {
  user_id: string;
  name: string | null;
  profile_photo: string | null;
  role: TeamRole;
  added_at: Date;
}

export interface InvitationRow {
  id: string;
  organization_id: string;
  phone: string | null;
  email: string | null;
  role: MemberRole;
  created_at: Date;
}

export interface EventScopeRow {
  organization_id: string;
  status: string;
}

/** The caller's role in the organization: owner, cohost, door, or undefined (none). */
export async function roleIn(
  q: Queryable,
  userId: string,
  organizationId: string,
): Promise<TeamRole | undefined> {
  const row = await q.maybeOne<{ role: TeamRole }>(
    `SELECT 'owner' AS role FROM organizations WHERE id = $1 AND owner_id = $2
     UNION ALL
     SELECT role FROM organization_members WHERE organization_id = $1 AND user_id = $2
     LIMIT 1`,
    [organizationId, userId],
  );
  return row?.role;
}

export async function organizationExists(q: Queryable, organizationId: string): Promise<boolean> {
  return Boolean(await q.maybeOne('SELECT 1 FROM organizations WHERE id = $1', [organizationId]));
}

export async function findOrganization(
  q: Queryable,
  organizationId: string,
): Promise<{ id: string; name: string; owner_id: string } | undefined> {
  return q.maybeOne('SELECT id, name, owner_id FROM organizations WHERE id = $1', [organizationId]);
}

export async function eventScope(q: Queryable, eventId: string): Promise<EventScopeRow | undefined> {
  return q.maybeOne('SELECT organization_id, status FROM events WHERE id = $1', [eventId]);
}

export interface OrganizationOfRow {
  id: string;
  name: string;
  profile_picture: string | null;
  role: TeamRole;
  /** Named on the screens that only the owner uses ("Only the owner, Ada, manages payouts"). */
  owner_name: string | null;
}

/** Every organization the user owns or belongs to, with the role; the owned one first. */
export async function organizationsOf(q: Queryable, userId: string): Promise<OrganizationOfRow[]> {
  return q.query(
    `SELECT o.id, o.name, o.profile_picture, 'owner' AS role, u.name AS owner_name, 0 AS rank, o.created_at AS since
       FROM organizations o JOIN users u ON u.id = o.owner_id WHERE o.owner_id = $1
     UNION ALL
     SELECT o.id, o.name, o.profile_picture, m.role, u.name, 1, m.added_at
       FROM organization_members m JOIN organizations o ON o.id = m.organization_id
       JOIN users u ON u.id = o.owner_id
      WHERE m.user_id = $1
     ORDER BY rank, since, id`,
    [userId],
  );
}

export async function listMembers(q: Queryable, organizationId: string): Promise<MemberRow[]> {
  return q.query(
    `SELECT u.id AS user_id, u.name, u.profile_photo, 'owner' AS role, o.created_at AS added_at, 0 AS rank
       FROM organizations o JOIN users u ON u.id = o.owner_id WHERE o.id = $1
     UNION ALL
     SELECT u.id, u.name, u.profile_photo, m.role, m.added_at, 1
       FROM organization_members m JOIN users u ON u.id = m.user_id
      WHERE m.organization_id = $1 AND u.deleted_at IS NULL
     ORDER BY rank, added_at, user_id`,
    [organizationId],
  );
}

export async function findMember(
  q: Queryable,
  organizationId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  return q.maybeOne(
    `SELECT u.id AS user_id, u.name, u.profile_photo, m.role, m.added_at
       FROM organization_members m JOIN users u ON u.id = m.user_id
      WHERE m.organization_id = $1 AND m.user_id = $2`,
    [organizationId, userId],
  );
}

/** Adds the person; false when they were already on the team. */
export async function insertMember(
  q: Queryable,
  organizationId: string,
  userId: string,
  role: MemberRole,
  addedBy: string | null,
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO organization_members (organization_id, user_id, role, added_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [organizationId, userId, role, addedBy],
  );
  return rows.length > 0;
}

export async function updateRole(
  q: Queryable,
  organizationId: string,
  userId: string,
  role: MemberRole,
): Promise<boolean> {
  const rows = await q.query(
    'UPDATE organization_members SET role = $3 WHERE organization_id = $1 AND user_id = $2 RETURNING user_id',
    [organizationId, userId, role],
  );
  return rows.length > 0;
}

export async function deleteMember(q: Queryable, organizationId: string, userId: string): Promise<boolean> {
  const rows = await q.query(
    'DELETE FROM organization_members WHERE organization_id = $1 AND user_id = $2 RETURNING user_id',
    [organizationId, userId],
  );
  return rows.length > 0;
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

export interface ActivityInsert {
  organizationId: string;
  actorId: string | null;
  action: string;
  eventId?: string | null | undefined;
  details?: Record<string, unknown> | undefined;
}

export async function insertActivity(q: Queryable, entry: ActivityInsert): Promise<void> {
  await q.query(
    `INSERT INTO organization_activity (organization_id, actor_id, action, event_id, details)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      entry.organizationId,
      entry.actorId,
      entry.action,
      entry.eventId ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
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

export interface ActivityRow {
  id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  event_id: string | null;
  event_title: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

export async function listActivity(
  q: Queryable,
  organizationId: string,
  limit: number,
  offset: number,
): Promise<ActivityRow[]> {
  return q.query(
    `SELECT a.id, a.action, a.actor_id, u.name AS actor_name, a.event_id, e.title AS event_title,
            a.details, a.created_at
       FROM organization_activity a
       LEFT JOIN users u ON u.id = a.actor_id
       LEFT JOIN events e ON e.id = a.event_id
      WHERE a.organization_id = $1
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $2 OFFSET $3`,
    [organizationId, limit, offset],
  );
}

export async function countActivity(q: Queryable, organizationId: string): Promise<number> {
  const row = await q.maybeOne<{ n: number }>(
    'SELECT count(*)::int AS n FROM organization_activity WHERE organization_id = $1',
    [organizationId],
  );
  return row!.n;
}

/** Organizations where the user's role is one of `roles` (the owner counts as `owner`). */
export async function organizationIdsWithRole(
  q: Queryable,
  userId: string,
  roles: readonly TeamRole[],
): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `SELECT id FROM organizations WHERE owner_id = $1 AND 'owner' = ANY($2::text[])
     UNION
     SELECT organization_id FROM organization_members WHERE user_id = $1 AND role = ANY($2::text[])`,
    [userId, roles],
  );
  return rows.map((r) => r.id);
}

/** True when either person blocked the other (then nothing is sent between them). */
export async function blockedEitherWay(q: Queryable, a: string, b: string): Promise<boolean> {
  return !(await q.maybeOne(`SELECT 1 AS ok WHERE ${notBlockedSql('$1::uuid', '$2::uuid')}`, [a, b]));
}
