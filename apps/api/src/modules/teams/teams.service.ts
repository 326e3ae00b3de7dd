import { PAGE_SIZE } from '@mingle/shared/constants';
import type { ActivityPage, Member, MemberRole, MyOrganization } from '@mingle/shared/schemas/teams';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import { accessChanged } from '../../realtime/access-changes.ts';
import { authorize } from './permissions.ts';
import * as repo from './teams.repository.ts';

const toMember = (row: repo.MemberRow): Member => ({
  userId: row.user_id,
  name: row.name,
  profilePhoto: row.profile_photo,
  role: row.role,
  addedAt: row.added_at.toISOString(),
});

/** One line in the organization's activity log; call it in the transaction of the change. */
export function recordActivity(q: Queryable, entry: repo.ActivityInsert): Promise<void> {
  return repo.insertActivity(q, entry);
}

export async function listMembers(
  ctx: AppContext,
  userId: string,
  organizationId: string,
): Promise<Member[]> {
  await authorize(ctx.db, userId, { organizationId }, 'members.read');
  return (await repo.listMembers(ctx.db, organizationId)).map(toMember);
}

function ownerUntouchable(): AppError {
  return new AppError('CONFLICT', "The owner can't be removed or given another role");
}

export async function changeRole(
  ctx: AppContext,
  userId: string,
  organizationId: string,
  memberId: string,
  role: MemberRole,
): Promise<Member> {
  await authorize(ctx.db, userId, { organizationId }, 'members.manage');
  const org = (await repo.findOrganization(ctx.db, organizationId))!;
  if (memberId === org.owner_id) throw ownerUntouchable();
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findMember(tx, organizationId, memberId);
    if (!before || !(await repo.updateRole(tx, organizationId, memberId, role))) {
      throw new AppError('NOT_FOUND', 'That person is not on the team');
    }
    if (before.role !== role) {
      await recordActivity(tx, {
        organizationId,
        actorId: userId,
        action: 'member.role_changed',
        details: { memberId, name: before.name, from: before.role, to: role },
      });
    }
  });
  // A co-host made door staff loses the event chats' host side at once.
  await accessChanged(ctx, [memberId]);
  return toMember((await repo.findMember(ctx.db, organizationId, memberId))!);
}

/**
 * The owner removes a member, or a member leaves (removes themselves). Takes effect on the
 * person's next request; their open sockets re-check the rooms they joined.
 */
export async function removeMember(
  ctx: AppContext,
  userId: string,
  organizationId: string,
  memberId: string,
): Promise<void> {
  const org = await repo.findOrganization(ctx.db, organizationId);
  if (!org) throw new AppError('NOT_FOUND', 'That organization was not found');
  if (memberId === org.owner_id) throw ownerUntouchable();
  const leaving = memberId === userId;
  if (!leaving) await authorize(ctx.db, userId, { organizationId }, 'members.manage');
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findMember(tx, organizationId, memberId);
    if (!before || !(await repo.deleteMember(tx, organizationId, memberId))) {
      throw new AppError('NOT_FOUND', 'That person is not on the team');
    }
    await recordActivity(tx, {
      organizationId,
      actorId: userId,
      action: leaving ? 'member.left' : 'member.removed',
      details: { memberId, name: before.name, role: before.role },
    });
  });
  await accessChanged(ctx, [memberId]);
}

export const toMyOrganization = (o: repo.OrganizationOfRow): MyOrganization => ({
  id: o.id,
  name: o.name,
  profilePicture: o.profile_picture,
  role: o.role,
  ownerName: o.owner_name,
});

export async function myOrganizations(ctx: AppContext, userId: string): Promise<MyOrganization[]> {
  return (await repo.organizationsOf(ctx.db, userId)).map(toMyOrganization);
}

export async function listActivity(
  ctx: AppContext,
  userId: string,
  organizationId: string,
  page: number,
): Promise<ActivityPage> {
  await authorize(ctx.db, userId, { organizationId }, 'activity.read');
  const [rows, total] = await Promise.all([
    repo.listActivity(ctx.db, organizationId, PAGE_SIZE, pageOffset(page)),
    repo.countActivity(ctx.db, organizationId),
  ]);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: r.actor_id ? { id: r.actor_id, name: r.actor_name } : null,
      event: r.event_id ? { id: r.event_id, title: r.event_title } : null,
      details: r.details,
      createdAt: r.created_at.toISOString(),
    })),
    page,
    total,
  );
}
