import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { attendanceOf, findSocialEvent, type SocialEvent } from '../guests/attendance.ts';
import { isBlockedEitherWay } from '../safety/safety.service.ts';
import { findRoom, type RoomRow } from './rooms.repository.ts';

export interface RoomAccess {
  room: RoomRow;
  /** The event of an event chat or a Contact Host room. */
  event: SocialEvent | undefined;
  /** The other person of a direct or Contact Host room. */
  otherId: string | undefined;
}

/**
 * May the person read and write in the room, right now? Event chat: the host, ticket holders and
 * Yes RSVPs, while the host has chat on. Direct chat: the two matched people, until one
 * unmatches. Contact Host: the guest and the host. A block either way closes two-person rooms.
 * Checked on every request and every join, so a refund, a block or an unmatch takes effect at once.
 */
export async function requireRoomAccess(
  ctx: AppContext,
  userId: string,
  roomId: string,
): Promise<RoomAccess> {
  const room = await findRoom(ctx.db, roomId);
  if (!room) throw notFound('That chat');
  if (room.kind === 'event') {
    const event = room.event_id ? await findSocialEvent(ctx.db, room.event_id) : undefined;
    if (!event) throw notFound('That chat');
    const attendance = await attendanceOf(ctx.db, event.id, userId);
    if (!attendance.isHost && !attendance.isGuest) {
      throw forbidden('The event chat is for the host and guests with a ticket or a Yes RSVP');
    }
    if (!event.chatOn) throw forbidden('The host has turned the event chat off');
    return { room, event, otherId: undefined };
  }
  if (room.user_low !== userId && room.user_high !== userId) throw forbidden('You are not in this chat');
  const otherId = room.user_low === userId ? room.user_high! : room.user_low!;
  if (room.closed_at) throw forbidden('This chat has ended');
  if (await isBlockedEitherWay(ctx.db, userId, otherId)) throw forbidden('You cannot message this person');
  const gone = !(await ctx.db.maybeOne('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [
    otherId,
  ]));
  if (gone) throw forbidden('This chat has ended');
  const event = room.event_id ? await findSocialEvent(ctx.db, room.event_id) : undefined;
  return { room, event, otherId };
}
