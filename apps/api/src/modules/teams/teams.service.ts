import { PAGE_SIZE } from '@mingle/shared/constants';
import type {
  ActivityPage,
  AddMemberResult,
  Member,
  MemberInvitation,
  MemberRole,
  MyOrganization,
} from '@mingle/shared/schemas/teams';
import { TEAM_ROLE_LABELS } from '@mingle/shared/schemas/teams';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, RetryLaterError } from '../../lib/app-error.ts';
import { pageOf, pageOffset } from '../../lib/paging.ts';
import { renderEmail } from '../../messages/email.ts';
import { accessChanged } from '../../realtime/access-changes.ts';
import { notify } from '../notifications/index.ts';
import { authorize } from './permissions.ts';
import * as repo from './teams.repository.ts';

/** Each addition texts or e-mails an address the owner typed: cap them per organization and hour. */
export const ADDITIONS_PER_HOUR = 50;
const HOUR_MS = 60 * 60 * 1000;

/**
 * How the activity log names an invited address: co-hosts read the log, and the address is
 * the owner's to know, so only its last digits or its first letter and domain.
 */
function maskedAddress(to: { phone: string | null; email: string | null }): string {
  if (to.phone) return `…${to.phone.slice(-4)}`;
  const [local = '', domain = ''] = (to.email ?? '').split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}

const toMember = (row: repo.MemberRow): Member => ({
  userId: row.user_id,
  name: row.name,
  profilePhoto: row.profile_photo,
  role: row.role,
  addedAt: row.added_at.toISOString(),
});

const toInvitation = (row: repo.InvitationRow): MemberInvitation => ({
  id: row.id,
  phone: row.phone,
  email: row.email,
  role: row.role,
  createdAt: row.created_at.toISOString(),
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

export async function listInvitations(
  ctx: AppContext,
  userId: string,
  organizationId: string,
): Promise<MemberInvitation[]> {
  await authorize(ctx.db, userId, { organizationId }, 'members.manage');
  return (await repo.listPendingInvitations(ctx.db, organizationId)).map(toInvitation);
}

/**
 * Tells someone they were added, or invited (then the link is to sign in with that address,
 * which accepts the invitation).
 */
async function tell(
  ctx: AppContext,
  log: FastifyBaseLogger,
  to: { phone: string | null; email: string | null },
  organizationName: string,
  role: MemberRole,
  invited: boolean,
): Promise<void> {
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const line = `${organizationName} added you to its team on Mingle as ${TEAM_ROLE_LABELS[role].toLowerCase()}.`;
  const next = (address: string) =>
    invited ? `Sign in with this ${address} to join: ${base}/login` : `Open Host Center: ${base}/host-center`;
  try {
    if (to.email) {
      await ctx.providers.email.send({
        to: to.email,
        ...(await renderEmail({
          subject: `You're on the ${organizationName} team`,
          preview: line,
          heading: `You're on the ${organizationName} team`,
          paragraphs: [line],
          action: invited
            ? { label: 'Sign in with this e-mail address to join', url: `${base}/login` }
            : { label: 'Open Host Center', url: `${base}/host-center` },
          reason: `You got this e-mail because an owner of ${organizationName} added this address to its team on Mingle.`,
        })),
      });
    } else if (to.phone) {
      await ctx.providers.sms.send({ to: to.phone, body: `${line} ${next('number')}` });
    }
  } catch (err) {
    // The membership or invitation stands either way; the person also sees it when they sign in.
    log.warn({ err, organizationName }, 'could not send a team message');
  }
}

/**
 * Adds a person by phone or e-mail. An existing account joins at once and is told (in-app
 * notification and a message); otherwise an invitation waits for the first sign-in with that
 * address. The owner can't add themselves; someone already on the team is a 409.
 */
export async function addMember(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  organizationId: string,
  body: { phone?: string | undefined; email?: string | undefined; role: MemberRole },
): Promise<AddMemberResult> {
  await authorize(ctx.db, userId, { organizationId }, 'members.manage');
  const now = Date.now();
  const added = await repo.countAdditionsSince(ctx.db, organizationId, new Date(now - HOUR_MS));
  if (added.n >= ADDITIONS_PER_HOUR) {
    // Retry-After: until the oldest addition of the hour ages out.
    const freesAt = (added.oldest?.getTime() ?? now) + HOUR_MS;
    throw new RetryLaterError(
      `You can add at most ${ADDITIONS_PER_HOUR} people to your team an hour`,
      (freesAt - now) / 1000,
    );
  }
  const org = (await repo.findOrganization(ctx.db, organizationId))!;
  const to = { phone: body.phone ?? null, email: body.email ?? null };
  const field = to.phone ? 'phone' : 'email';
  const account = await repo.findAccount(ctx.db, to);
  if (account) {
    if (account.id === org.owner_id) {
      throw new AppError('CONFLICT', 'That is the owner of this organization', {
        [field]: 'That is the owner of this organization',
      });
    }
    const added = await ctx.db.transaction(async (tx) => {
      if (!(await repo.insertMember(tx, organizationId, account.id, body.role, userId))) return false;
      await recordActivity(tx, {
        organizationId,
        actorId: userId,
        action: 'member.added',
        details: { memberId: account.id, name: account.name, role: body.role },
      });
      return true;
    });
    if (!added) {
      throw new AppError('CONFLICT', 'That person is already on the team', {
        [field]: 'That person is already on the team',
      });
    }
    await notify(ctx, account.id, 'team', { organizationId, organizationName: org.name, role: body.role });
    await tell(ctx, log, to, org.name, body.role, false);
    const member = (await repo.findMember(ctx.db, organizationId, account.id))!;
    return { status: 'joined', member: toMember(member), invitation: null };
  }
  const invitation = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertInvitation(tx, organizationId, to, body.role, userId);
    if (row) {
      await recordActivity(tx, {
        organizationId,
        actorId: userId,
        action: 'member.invited',
        details: { role: body.role, to: maskedAddress(to) },
      });
    }
    return row;
  });
  if (!invitation) {
    throw new AppError('CONFLICT', 'That address is already invited', {
      [field]: 'That address is already invited',
    });
  }
  await tell(ctx, log, to, org.name, body.role, true);
  return { status: 'invited', member: null, invitation: toInvitation(invitation) };
}

export async function revokeInvitation(
  ctx: AppContext,
  userId: string,
  organizationId: string,
  invitationId: string,
): Promise<void> {
  await authorize(ctx.db, userId, { organizationId }, 'members.manage');
  await ctx.db.transaction(async (tx) => {
    const row = await repo.revokeInvitation(tx, organizationId, invitationId);
    if (!row) throw new AppError('NOT_FOUND', 'That invitation was not found');
    await recordActivity(tx, {
      organizationId,
      actorId: userId,
      action: 'invitation.revoked',
      details: { role: row.role, to: maskedAddress(row) },
    });
  });
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

export async function myOrganizations(ctx: AppContext, userId: string): Promise<MyOrganization[]> {
  return (await repo.organizationsOf(ctx.db, userId)).map((o) => ({
    id: o.id,
    name: o.name,
    profilePicture: o.profile_picture,
    role: o.role,
  }));
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

/**
 * On sign-in: the invitations waiting for this person's phone or e-mail become memberships.
 * Runs inside the sign-in transaction, so a failed sign-in accepts nothing.
 */
export async function acceptTeamInvitations(tx: Queryable, userId: string): Promise<void> {
  const accepted = await repo.acceptInvitationsFor(tx, userId);
  for (const invitation of accepted) {
    const org = await repo.findOrganization(tx, invitation.organization_id);
    if (!org || org.owner_id === userId) continue;
    if (await repo.insertMember(tx, invitation.organization_id, userId, invitation.role, null)) {
      await recordActivity(tx, {
        organizationId: invitation.organization_id,
        actorId: userId,
        action: 'member.added',
        details: { memberId: userId, role: invitation.role, invitationId: invitation.id },
      });
    }
  }
}
