import type { EventRef } from '@mingle/shared/schemas/events';
import {
  type ConnectionRequestsPage,
  type ConnectionState,
  connectWindowOf,
  intentIcon,
  type MatchesPage,
} from '@mingle/shared/schemas/social';
import type { AppContext } from '../../app-context.ts';
import { viewerStatus } from '../../db/sql/connection-status.sql.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { firstName } from '../../lib/first-name.ts';
import { pageOf } from '../../lib/paging.ts';
import { endDirectChat, openDirectChat } from '../chat/index.ts';
import { attendanceOf, requireSocialEvent, requireSocialProfile, type SocialEvent } from '../guests/index.ts';
import { notify } from '../notifications/index.ts';
import { isBlockedEitherWay } from '../safety/index.ts';
import {
  declineRequest,
  deleteRequest,
  type EventColumnsRow,
  findPair,
  findPerson,
  insertRequest,
  listMatches,
  listReceived,
  lockPair,
  type PersonRow,
  setPairStatus,
} from './connections.repository.ts';

/** From a day before the event starts until two days after it ends (`connectWindowOf`). */
export function connectWindowOpen(event: Pick<SocialEvent, 'startsAt' | 'endsAt'>, now: number): boolean {
  const window = connectWindowOf(event.startsAt, event.endsAt);
  return window !== null && now >= Date.parse(window.opensAt) && now <= Date.parse(window.closesAt);
}

const person = (p: PersonRow) => ({
  userId: p.id,
  firstName: firstName(p.name),
  profilePhoto: p.profile_photo,
});

/**
 * Connect (POST users/:id/connection). Idempotent: asking again answers the current state and
 * notifies nobody a second time. When the other person has already asked, both are Matched,
 * a direct chat opens and each gets a `matched` notification; otherwise they get a `like`.
 */
export async function connect(
  ctx: AppContext,
  me: string,
  userId: string,
  eventId: string,
): Promise<ConnectionState> {
  if (me === userId) throw new AppError('VALIDATION_FAILED', 'You cannot connect with yourself');
  const [sender, target] = await Promise.all([findPerson(ctx.db, me), findPerson(ctx.db, userId)]);
  if (!sender || !target || (await isBlockedEitherWay(ctx.db, me, userId))) throw notFound('That person');
  const event = await requireSocialEvent(ctx.db, eventId);
  const [mine, theirs] = await Promise.all([
    attendanceOf(ctx.db, eventId, me),
    attendanceOf(ctx.db, eventId, userId),
  ]);
  if (!mine.isGuest || !theirs.isGuest) {
    throw forbidden('You can connect only with guests of an event you both attend');
  }
  if (!event.matchingOn) throw forbidden('The host has turned connections off for this event');
  if (!connectWindowOpen(event, Date.now())) {
    throw forbidden('Connection requests open a day before the event and close two days after it ends');
  }
  await requireSocialProfile(ctx.db, me);

  const outcome = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, me, userId);
    const pair = await findPair(tx, me, userId);
    if (pair.outgoing === 'unmatched' || pair.incoming === 'unmatched') {
      throw new AppError('CONFLICT', 'You have unmatched; you cannot connect again');
    }
    if (pair.outgoing) return { kind: 'unchanged' as const, pair };
    if (!target.show_in_guest_lists && !pair.incoming) throw notFound('That person');
    await insertRequest(tx, me, userId, eventId, sender.intent);
    if (pair.incoming === 'pending' || pair.incoming === 'declined') {
      await setPairStatus(tx, me, userId, 'matched');
      const roomId = await openDirectChat(tx, me, userId, eventId);
      return { kind: 'matched' as const, roomId };
    }
    return { kind: 'requested' as const };
  });

  if (outcome.kind === 'unchanged')
    return { status: viewerStatus(outcome.pair.outgoing, outcome.pair.incoming) };
  if (outcome.kind === 'matched') {
    await notify(ctx, userId, 'matched', { ...person(sender), eventId, roomId: outcome.roomId });
    await notify(ctx, me, 'matched', { ...person(target), eventId, roomId: outcome.roomId });
    return { status: 'Matched' };
  }
  const intent = sender.show_intent ? sender.intent : null;
  await notify(ctx, userId, 'like', {
    ...person(sender),
    eventId,
    intent,
    intentIcon: intent ? intentIcon(intent) : null,
  });
  return { status: 'Connection Request Sent' };
}

/** Decline a received request. Its sender is not told (they keep seeing "sent"). */
export async function decline(ctx: AppContext, me: string, userId: string): Promise<ConnectionState> {
  const declined = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, me, userId);
    return declineRequest(tx, userId, me);
  });
  if (!declined) throw notFound('That request');
  const pair = await findPair(ctx.db, me, userId);
  return { status: viewerStatus(pair.outgoing, pair.incoming) };
}

/**
 * DELETE users/:id/connection: unmatch (ends the direct chat for both, for good), or withdraw a
 * request not yet answered.
 */
export async function disconnect(ctx: AppContext, me: string, userId: string): Promise<ConnectionState> {
  const result = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, me, userId);
    const pair = await findPair(tx, me, userId);
    if (pair.outgoing === 'matched') {
      await setPairStatus(tx, me, userId, 'unmatched');
      return { unmatched: true, pair: { outgoing: 'unmatched', incoming: 'unmatched' } as const };
    }
    if (pair.outgoing === 'pending' || pair.outgoing === 'declined') {
      await deleteRequest(tx, me, userId);
      return { unmatched: false, pair: { outgoing: null, incoming: pair.incoming } };
    }
    throw notFound('That connection');
  });
  if (result.unmatched) await endDirectChat(ctx, me, userId);
  return { status: viewerStatus(result.pair.outgoing, result.pair.incoming) };
}

const eventRef = (r: EventColumnsRow): EventRef => ({
  id: r.event_id,
  title: r.event_title,
  startsAt: r.event_starts_at ? r.event_starts_at.toISOString() : null,
});

export async function matches(ctx: AppContext, me: string, page: number): Promise<MatchesPage> {
  const { rows, total } = await listMatches(ctx.db, me, page);
  return pageOf(
    rows.map((r) => ({
      user: { id: r.id, firstName: firstName(r.name), profilePhoto: r.profile_photo },
      eventId: r.event_id,
      event: eventRef(r),
      roomId: r.room_id,
      matchedAt: r.matched_at.toISOString(),
    })),
    page,
    total,
  );
}

export async function receivedRequests(
  ctx: AppContext,
  me: string,
  page: number,
): Promise<ConnectionRequestsPage> {
  const { rows, total } = await listReceived(ctx.db, me, page);
  return pageOf(
    rows.map((r) => {
      const intent = r.show_intent ? r.intent : null;
      return {
        user: { id: r.id, firstName: firstName(r.name), profilePhoto: r.profile_photo },
        eventId: r.event_id,
        event: eventRef(r),
        intent,
        intentIcon: intent ? intentIcon(intent) : null,
        sentAt: r.created_at.toISOString(),
      };
    }),
    page,
    total,
  );
}
