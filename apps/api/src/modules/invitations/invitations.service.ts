import { PAGE_SIZE } from '@mingle/shared/constants';
import type { Invitation, InvitationsPage } from '@mingle/shared/schemas/events';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, RetryLaterError } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { invitationMessage, loadEventForHost } from '../events/index.ts';
import * as repo from './invitations.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Each invitation sends an e-mail or SMS to an address the host typed: at most
 * INVITES_PER_ORG_PER_HOUR and INVITES_PER_ORG_PER_DAY per organization, counted from the
 * invitations table in the transaction that writes the new one.
 */
async function claimInvitation(
  ctx: AppContext,
  organizationId: string,
  insert: (tx: Queryable) => Promise<string | undefined>,
  now: Date,
): Promise<string | undefined> {
  const windows = [
    { ms: HOUR_MS, limit: ctx.config.INVITES_PER_ORG_PER_HOUR, label: 'an hour' },
    { ms: DAY_MS, limit: ctx.config.INVITES_PER_ORG_PER_DAY, label: 'a day' },
  ];
  return ctx.db.transaction(async (tx) => {
    for (const window of windows) {
      const sent = await repo.lockAndCountSentSince(tx, organizationId, new Date(now.getTime() - window.ms));
      if (sent.n >= window.limit) {
        const freesAt = (sent.oldest?.getTime() ?? now.getTime()) + window.ms;
        // Retry-After: until the oldest counted invitation ages out of the window.
        throw new RetryLaterError(
          `You can send at most ${window.limit} invitations ${window.label}. Try again later.`,
          Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
        );
      }
    }
    return insert(tx);
  });
}

function toInvitation(row: repo.InvitationRow): Invitation {
  return {
    id: row.id,
    eventId: row.event_id,
    phone: row.phone,
    email: row.email,
    invitee: row.invitee_id
      ? { id: row.invitee_id, name: row.invitee_name, profilePhoto: row.invitee_photo }
      : null,
    answer: row.answer,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Invites a phone number or e-mail address (already normalised by the shared schemas) to a
 * published event and sends them the link, unless they are already going. An address is
 * invited once per event (409 after).
 * When the message can't be sent, the invitation is withdrawn so the host can try again.
 */
export async function inviteGuest(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  eventId: string,
  to: { email?: string | undefined; phone?: string | undefined },
  now: Date,
): Promise<Invitation> {
  const event = await loadEventForHost(ctx.db, eventId, userId, { action: 'event.invite' });
  if (event.status === 'draft') throw new AppError('CONFLICT', 'Publish the event before inviting guests');
  if (event.status === 'cancelled') throw new AppError('CONFLICT', 'This event was cancelled');
  if (event.ends_at && event.ends_at <= now) throw new AppError('CONFLICT', 'This event has ended');
  const address = { email: to.email ?? null, phone: to.phone ?? null };
  const id = await claimInvitation(
    ctx,
    event.organization_id,
    (tx) => repo.insertInvitation(tx, eventId, address, userId, now),
    now,
  );
  if (!id) {
    const message = `${address.email ?? address.phone} is already invited`;
    throw new AppError('CONFLICT', message, { [address.email ? 'email' : 'phone']: message });
  }
  // Someone already going gets no message; the invitation is kept and answered as anyone's, so
  // the answer says nothing about whether the address has an account.
  if (await repo.addressIsGoing(ctx.db, eventId, address)) {
    return toInvitation((await repo.findInvitation(ctx.db, id))!);
  }
  const message = await invitationMessage(event, ctx.config.PUBLIC_URL);
  try {
    if (address.email) await ctx.providers.email.send({ to: address.email, ...message.email });
    else if (address.phone) await ctx.providers.sms.send({ to: address.phone, ...message.sms });
  } catch (err) {
    log.warn({ err, eventId }, 'could not send an invitation');
    await repo.deleteInvitation(ctx.db, id);
    throw new AppError('UNAVAILABLE', 'We could not send the invitation just now. Please try again.');
  }
  return toInvitation((await repo.findInvitation(ctx.db, id))!);
}

export async function listInvitations(
  ctx: AppContext,
  userId: string,
  eventId: string,
  page: number,
): Promise<InvitationsPage> {
  await loadEventForHost(ctx.db, eventId, userId, { action: 'event.invite' });
  const [rows, total] = await Promise.all([
    repo.listInvitations(ctx.db, eventId, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    repo.countInvitations(ctx.db, eventId),
  ]);
  return pageOf(rows.map(toInvitation), page, total);
}
