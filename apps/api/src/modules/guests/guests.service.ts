import type { GuestPreview } from '@mingle/shared/schemas/events';
import type { GuestsPage, GuestsQuery, PublicProfile } from '@mingle/shared/schemas/social';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { mayDo } from '../teams/index.ts';
import {
  type Attendance,
  attendanceOf,
  findSocialEvent,
  requireSocialEvent,
  type SocialEvent,
} from './attendance.ts';
import { toGuestCard, toPublicProfile } from './guest-card.ts';
import {
  findConnectedPerson,
  findGuestOfEvent,
  findGuestOfSharedEvent,
  listGuests,
  listPreviewGuests,
} from './guests.repository.ts';
import { requireSocialProfile } from './social-profile.ts';

/**
 * The one guest-list rule: the host always sees their event's guest list; a guest sees it when
 * they are Going and the host has the guest list on. Null when allowed, else why not.
 */
function guestListRefusal(event: SocialEvent, attendance: Attendance): AppError | null {
  if (attendance.isHost) return null;
  if (!attendance.isGuest) {
    return new AppError('NOT_ATTENDING', 'The guest list is open to guests with a ticket or a Yes RSVP');
  }
  if (!event.guestListVisible)
    return new AppError('GUEST_LIST_OFF', 'The host has turned the guest list off');
  return null;
}

/** The viewer's standing at the event, where the organization's co-hosts count as its host. */
async function standing(ctx: AppContext, eventId: string, viewerId: string): Promise<Attendance> {
  const attendance = await attendanceOf(ctx.db, eventId, viewerId);
  if (attendance.isHost) return attendance;
  return (await mayDo(ctx.db, viewerId, { eventId }, 'guests.read'))
    ? { ...attendance, isHost: true }
    : attendance;
}

async function requireGuestListAccess(
  ctx: AppContext,
  eventId: string,
  viewerId: string,
): Promise<Attendance> {
  const event = await requireSocialEvent(ctx.db, eventId);
  const attendance = await standing(ctx, eventId, viewerId);
  const refusal = guestListRefusal(event, attendance);
  if (refusal) throw refusal;
  return attendance;
}

/**
 * The few guests the event page shows, by the guest-list rule: only to a viewer who may see
 * the guest list, and only people that list would show them (plus the viewer). Null for
 * everyone else (signed out, not Going, guest list off), who see counts only.
 */
export async function guestListPreview(
  ctx: AppContext,
  viewerId: string | null,
  eventId: string,
  limit: number,
): Promise<GuestPreview[] | null> {
  if (!viewerId) return null;
  const event = await findSocialEvent(ctx.db, eventId);
  if (!event || guestListRefusal(event, await standing(ctx, eventId, viewerId))) return null;
  const rows = await listPreviewGuests(ctx.db, eventId, viewerId, limit);
  return rows.map((r) => ({ id: r.id, name: r.name, profilePhoto: r.profile_photo }));
}

type GuestFilters = { intent?: GuestsQuery['intent']; gender?: GuestsQuery['gender']; page: number };

export async function getGuestList(
  ctx: AppContext,
  viewerId: string,
  eventId: string,
  query: GuestFilters,
): Promise<GuestsPage> {
  const attendance = await requireGuestListAccess(ctx, eventId, viewerId);
  // The host's team works the list (door, approvals) and is not asked social questions.
  if (!attendance.isHost) await requireSocialProfile(ctx.db, viewerId);
  const { rows, total } = await listGuests(ctx.db, eventId, viewerId, query);
  return pageOf(rows.map(toGuestCard), query.page, total);
}

/**
 * May the viewer see this person's profile, and what of it? The one rule, for every path that
 * shows someone to someone else (users/:id/public, getUserProfileDetails): the viewer already
 * knows them (a request either way, or a match), or they share an event whose guest list the
 * viewer may see and the person shows in guest lists (that event when `eventId` is given, any
 * such event otherwise); never across a block in either direction. Everything else answers 404,
 * so the call cannot be used to probe who exists.
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
  } else {
    const guest = await findGuestOfSharedEvent(ctx.db, viewerId, userId);
    if (guest) return toPublicProfile(guest);
  }
  throw notFound('That person');
}
