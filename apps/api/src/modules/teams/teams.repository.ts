import type { MemberRole, TeamRole } from '@mingle/shared/schemas/teams';
import type { Queryable } from '../../db/client.ts';

export interface MemberRow {
  user_id: string;
  name: string | null;
  profile_photo: string | null;
  role: TeamRole;
  added_at: Date;
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
