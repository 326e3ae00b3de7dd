import type { AppContext } from '../../app-context.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { roleMay, teamRole } from '../teams/index.ts';
import { findRoomAccess, type RoomAccessRow } from './rooms.repository.ts';

export const notAttendingChat = (): AppError =>
  new AppError('NOT_ATTENDING', 'The event chat is for the host and guests with a ticket or a Yes RSVP');
export const chatOff = (): AppError => new AppError('CHAT_OFF', 'The host has turned the event chat off');

export interface RoomAccess {
  room: RoomAccessRow;
  /** The host of the room's event (event chat and Contact Host). */
  hostId: string | null;
  /** The other person of a direct or Contact Host room. */
  otherId: string | undefined;
  /**
   * Event chat: the person runs the event (owner or co-host), so may remove any message. Asked
   * with `{ moderation: false }`, a co-host who attends anyway is not looked up (false).
   */
  moderates: boolean;
}

/**
 * May the person read and write in the room, right now? Event chat: the host, ticket holders and
 * Yes RSVPs (and the organization's co-hosts), while the host has chat on. Direct chat: the two matched people, until one
 * unmatches. Contact Host: the guest and the host. A block either way closes two-person rooms.
 * Checked on every request and every join, so a refund, a block or an unmatch takes effect at once.
 * A message's insert applies a subset of this rule in SQL (`insertIfAllowed`): change both together.
 */
export async function requireRoomAccess(
  ctx: AppContext,
  userId: string,
  roomId: string,
  options: { moderation?: boolean } = {},
): Promise<RoomAccess> {
  const row = await findRoomAccess(ctx.db, roomId, userId);
  if (!row) throw notFound('That chat');
  if (row.kind === 'event') {
    if (!row.event_status || row.event_status === 'draft') throw notFound('That chat');
    // The team role is one more query: read only when it decides access or is asked for.
    const moderates =
      row.host_id === userId ||
      ((options.moderation !== false || !row.attends) &&
        row.organization_id !== null &&
        roleMay(await teamRole(ctx.db, userId, row.organization_id), 'chat.moderate'));
    if (!row.attends && !moderates) throw notAttendingChat();
    if (!row.chat_on) throw chatOff();
    return { room: row, hostId: row.host_id, otherId: undefined, moderates };
  }
  if (row.user_low !== userId && row.user_high !== userId) throw forbidden('You are not in this chat');
  if (row.closed_at || !row.other_active) throw forbidden('This chat has ended');
  if (row.blocked) throw forbidden('You cannot message this person');
  const otherId = row.user_low === userId ? row.user_high! : row.user_low!;
  return { room: row, hostId: row.host_id, otherId, moderates: false };
}
