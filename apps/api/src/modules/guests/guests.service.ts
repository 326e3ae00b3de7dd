import type { GuestsPage, GuestsQuery, PublicProfile } from '@mingle/shared/schemas/social';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { attendanceOf, requireSocialEvent, type SocialEvent } from './attendance.ts';
import { toGuestCard, toPublicProfile } from './guest-card.ts';
import { findConnectedPerson, findGuestOfEvent, listGuests } from './guests.repository.ts';

/**
 * The host always sees their event's guest list; a guest sees it when they attend and the host
 * has the guest list on.
 */
async function requireGuestListAccess(
  ctx: AppContext,
  eventId: string,
  viewerId: string,
): Promise<SocialEvent> {
  const event = await requireSocialEvent(ctx.db, eventId);
  const attendance = await attendanceOf(ctx.db, eventId, viewerId);
  if (attendance.isHost) return event;
  if (!attendance.isGuest) {
    throw new AppError('NOT_ATTENDING', 'The guest list is open to guests with a ticket or a Yes RSVP');
  }
  if (!event.guestListVisible) throw new AppError('GUEST_LIST_OFF', 'The host has turned the guest list off');
  return event;
}

type GuestFilters = { intent?: GuestsQuery['intent']; gender?: GuestsQuery['gender']; page: number };

export async function getGuestList(
  ctx: AppContext,
  viewerId: string,
  eventId: string,
  query: GuestFilters,
): Promise<GuestsPage> {
  await requireGuestListAccess(ctx, eventId, viewerId);
  const { rows, total } = await listGuests(ctx.db, eventId, viewerId, query);
  return pageOf(rows.map(toGuestCard), query.page, total);
}

/**
 * A person's public profile: through an event's guest list (eventId), or because the viewer
 * already knows them (a request either way, or a match). Everything else answers 404, so the
 * call cannot be used to probe who exists.
 */
export async function getPublicProfile(
  ctx: AppContext,
  viewerId: string,
  userId: string,
  eventId: string | undefined,
): Promise<PublicProfile> {
  const known = await findConnectedPerson(ctx.db, viewerId, userId);
  if (known) return toPublicProfile(known);
  if (eventId) {
    await requireGuestListAccess(ctx, eventId, viewerId);
    const guest = await findGuestOfEvent(ctx.db, eventId, viewerId, userId);
    if (guest) return toPublicProfile(guest);
  }
  throw notFound('That person');
}
