import type {
  AddMemberResult,
  MemberInvitation,
  MemberRole,
  MyOrganization,
  MyTeamInvitation,
} from '@mingle/shared/schemas/teams';
import { TEAM_ROLE_LABELS } from '@mingle/shared/schemas/teams';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, RetryLaterError } from '../../lib/app-error.ts';
import { renderEmail } from '../../messages/email.ts';
import { notify } from '../notifications/index.ts';
import { authorize } from './permissions.ts';
import * as repo from './team-invitations.repository.ts';
import * as teams from './teams.repository.ts';
import { recordActivity, toMyOrganization } from './teams.service.ts';

/**
 * Each invitation texts or e-mails an address the owner typed: at most this many per
 * organization an hour and a day (enough to staff a big night, too few to spam with).
 */
export const INVITATIONS_PER_HOUR = 50;
export const INVITATIONS_PER_DAY = 200;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The sign-in page sends a signed-out person back here once they are in. */
export const INVITATIONS_PATH = '/team-invitations';

/**
 * How the activity log names an invited address: co-hosts read the log, and the address is
 * the owner's to know, so only its last digits or its first letter and domain.
 */
export function maskedAddress(to: { phone: string | null; email: string | null }): string {
  if (to.phone) return `…${to.phone.slice(-4)}`;
  const [local = '', domain = ''] = (to.email ?? '').split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}

export const toInvitation = (row: repo.InvitationRow): MemberInvitation => ({
  id: row.id,
  phone: row.phone,
  email: row.email,
  role: row.role,
  createdAt: row.created_at.toISOString(),
});

/** 429 with Retry-After when the organization used up its invitations for the hour or the day. */
async function checkInvitationLimits(ctx: AppContext, organizationId: string): Promise<void> {
  const now = Date.now();
  for (const [limit, windowMs, per] of [
    [INVITATIONS_PER_HOUR, HOUR_MS, 'an hour'],
    [INVITATIONS_PER_DAY, DAY_MS, 'a day'],
  ] as const) {
    const sent = await repo.countInvitationsSince(ctx.db, organizationId, new Date(now - windowMs));
    if (sent.n >= limit) {
      // Retry-After: until the oldest invitation of the window ages out.
      const freesAt = (sent.oldest?.getTime() ?? now) + windowMs;
      throw new RetryLaterError(
        `You can invite at most ${limit} people to your team ${per}`,
        (freesAt - now) / 1000,
      );
    }
  }
}

/** The invitation message: it links to sign-in, which comes back to the invitation to accept. */
async function tell(
  ctx: AppContext,
  log: FastifyBaseLogger,
  to: { phone: string | null; email: string | null },
  organizationName: string,
  role: MemberRole,
): Promise<void> {
  const url = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${INVITATIONS_PATH}`;
  const line = `${organizationName} invited you to join its team on Mingle as ${TEAM_ROLE_LABELS[role].toLowerCase()}.`;
  try {
    if (to.email) {
      await ctx.providers.email.send({
        to: to.email,
        ...(await renderEmail({
          subject: `Join the ${organizationName} team on Mingle`,
          preview: line,
          heading: `Join the ${organizationName} team`,
          paragraphs: [line, 'Sign in with this e-mail address, then accept or decline the invitation.'],
          action: { label: 'See the invitation', url },
          reason: `You got this e-mail because the owner of ${organizationName} invited this address to its team on Mingle.`,
        })),
      });
    } else if (to.phone) {
      await ctx.providers.sms.send({
        to: to.phone,
        body: `${line} Sign in with this number to accept or decline: ${url}`,
      });
    }
  } catch (err) {
    // The invitation stands either way; the person also sees it when they sign in.
    log.warn({ err, organizationName }, 'could not send a team invitation');
  }
}

/**
 * Invites a person by phone or e-mail. The answer is the same pending invitation whether the
 * address has an account, has none yet (it waits for sign-up), or belongs to someone with a
 * block with the owner (then nothing is sent and they never see it). The owner's own address,
 * a member's, or one already invited is a 409: the owner knows those already.
 */
export async function inviteMember(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  organizationId: string,
  body: { phone?: string | undefined; email?: string | undefined; role: MemberRole },
): Promise<AddMemberResult> {
  await authorize(ctx.db, userId, { organizationId }, 'members.manage');
  await checkInvitationLimits(ctx, organizationId);
  const org = (await teams.findOrganization(ctx.db, organizationId))!;
  const to = { phone: body.phone ?? null, email: body.email ?? null };
  const field = to.phone ? 'phone' : 'email';
  const conflict = (message: string) => new AppError('CONFLICT', message, { [field]: message });
  const account = await repo.findAccount(ctx.db, to);
  if (account?.id === org.owner_id) throw conflict('That is the owner of this organization');
  if (account && (await teams.findMember(ctx.db, organizationId, account.id))) {
    throw conflict('That person is already on the team');
  }
  const invitation = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertInvitation(tx, organizationId, to, body.role, userId);
    if (row) {
      await recordActivity(tx, {
        organizationId,
        actorId: userId,
        action: 'member.invited',
        details: { role: body.role, to: maskedAddress(to), invitationId: row.id },
      });
    }
    return row;
  });
  if (!invitation) throw conflict('That address is already invited');
  const silent = account ? await repo.blockedEitherWay(ctx.db, org.owner_id, account.id) : false;
  if (!silent) {
    if (account) {
      await notify(ctx, account.id, 'team', {
        organizationId,
        organizationName: org.name,
        role: body.role,
        invitationId: invitation.id,
      });
    }
    await tell(ctx, log, to, org.name, body.role);
  }
  return { id: invitation.id, role: invitation.role, status: 'pending' };
}

export async function listOrganizationInvitations(
  ctx: AppContext,
  userId: string,
  organizationId: string,
): Promise<MemberInvitation[]> {
  await authorize(ctx.db, userId, { organizationId }, 'members.manage');
  return (await repo.listPendingInvitations(ctx.db, organizationId)).map(toInvitation);
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

/** GET me/team-invitations: what waits for the caller's phone or e-mail. */
export async function myInvitations(ctx: AppContext, userId: string): Promise<MyTeamInvitation[]> {
  return (await repo.listInvitationsFor(ctx.db, userId)).map((r) => ({
    id: r.id,
    organization: { id: r.organization_id, name: r.organization_name },
    role: r.role,
    invitedBy: r.invited_by ? { id: r.invited_by, name: r.invited_by_name } : null,
    createdAt: r.created_at.toISOString(),
  }));
}

const notYours = () => new AppError('NOT_FOUND', 'That invitation was not found');

/**
 * The invited person accepts: they are on the team from this answer on. Anyone else's
 * invitation, or one no longer pending, is a 404 (its existence is not theirs to learn).
 */
export async function acceptInvitation(
  ctx: AppContext,
  userId: string,
  invitationId: string,
): Promise<MyOrganization> {
  const organizationId = await ctx.db.transaction(async (tx) => {
    const invitation = await repo.answerInvitation(tx, userId, invitationId, 'accept');
    if (!invitation) throw notYours();
    await teams.insertMember(tx, invitation.organization_id, userId, invitation.role, null);
    const member = (await teams.findMember(tx, invitation.organization_id, userId))!;
    await recordActivity(tx, {
      organizationId: invitation.organization_id,
      actorId: userId,
      action: 'member.joined',
      details: { memberId: userId, name: member.name, role: invitation.role, invitationId },
    });
    return invitation.organization_id;
  });
  const mine = await teams.organizationsOf(ctx.db, userId);
  return toMyOrganization(mine.find((o) => o.id === organizationId)!);
}

export async function declineInvitation(
  ctx: AppContext,
  userId: string,
  invitationId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const invitation = await repo.answerInvitation(tx, userId, invitationId, 'decline');
    if (!invitation) throw notYours();
    await recordActivity(tx, {
      organizationId: invitation.organization_id,
      actorId: userId,
      action: 'invitation.declined',
      details: { role: invitation.role, to: maskedAddress(invitation) },
    });
  });
}
