import { chatPaths } from '@mingle/shared/endpoints/chat.paths';
import { call } from '../../../lib/api-call.ts';

/**
 * Marks the room read up to its newest message. The API does that whenever the newest page of
 * history is read, so this reads a page of one message and drops it: live messages that arrive
 * while the room is open are seen, and must not count as unread in the chat list.
 */
export async function markRoomRead(roomId: string): Promise<void> {
  await call(chatPaths.messages, { params: { roomId }, query: { limit: 1 } });
}
