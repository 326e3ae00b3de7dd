import type { ServerFrame } from '@mingle/shared/schemas/realtime';
import type { PubSub } from '../providers/pubsub/pubsub.ts';

/**
 * What travels over pub/sub between servers. A room envelope carries a frame for the sockets
 * that joined the room, minus `hide` (people with a block either way with the sender), or
 * `closed` to remove every socket from the room (the chat ended), or `access` to re-check each. A user envelope carries a
 * frame for every socket of that person, or `revoked`: sessions that ended (sign-out, account
 * deleted), whose sockets close with 4401 on whichever server holds them.
 */
export interface RoomEnvelope {
  frame?: ServerFrame;
  hide?: string[];
  closed?: true;
  /** Who may be in the room changed for everyone (the host turned the event chat off): every
   * server re-checks each socket that joined it. */
  access?: true;
}

export interface UserEnvelope {
  frame?: ServerFrame;
  /** Without a sessionId: every session of the person. */
  revoked?: { sessionId?: string };
  /** The person may have lost access to rooms (refund, ticket claimed by another, RSVP No,
   * declined, blocked): every server re-checks the rooms their sockets joined. */
  access?: true;
}

export const roomChannel = (roomId: string): string => `mingle:room:${roomId}`;
export const userChannel = (userId: string): string => `mingle:user:${userId}`;

export function publishToRoom(pubsub: PubSub, roomId: string, envelope: RoomEnvelope): Promise<void> {
  return pubsub.publish(roomChannel(roomId), JSON.stringify(envelope));
}

export function publishToUser(pubsub: PubSub, userId: string, frame: ServerFrame): Promise<void> {
  const envelope: UserEnvelope = { frame };
  return pubsub.publish(userChannel(userId), JSON.stringify(envelope));
}

/** Closes the sockets of an ended session (or of every session of the person) on every server. */
export function publishSessionRevoked(pubsub: PubSub, userId: string, sessionId?: string): Promise<void> {
  const envelope: UserEnvelope = { revoked: sessionId ? { sessionId } : {} };
  return pubsub.publish(userChannel(userId), JSON.stringify(envelope));
}

/** Makes every server re-check the rooms the person's open sockets joined. */
export function publishAccessChanged(pubsub: PubSub, userId: string): Promise<void> {
  const envelope: UserEnvelope = { access: true };
  return pubsub.publish(userChannel(userId), JSON.stringify(envelope));
}

/** Makes every server re-check each socket that joined the room. */
export function publishRoomAccessChanged(pubsub: PubSub, roomId: string): Promise<void> {
  const envelope: RoomEnvelope = { access: true };
  return pubsub.publish(roomChannel(roomId), JSON.stringify(envelope));
}
