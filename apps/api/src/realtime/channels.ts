import type { ServerFrame } from '@mingle/shared/schemas/realtime';
import type { PubSub } from '../providers/pubsub/pubsub.ts';

/**
 * What travels over pub/sub between servers. A room envelope carries a frame for the sockets
 * that joined the room, minus `hide` (people with a block either way with the sender), or
 * `closed` to remove every socket from the room (the chat ended). A user envelope carries a
 * frame for every socket of that person.
 */
export interface RoomEnvelope {
  frame?: ServerFrame;
  hide?: string[];
  closed?: true;
}

export interface UserEnvelope {
  frame: ServerFrame;
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
