import { api } from '../../../lib/api-client.ts';

/**
 * Marks the room read up to its newest message. The API does that whenever the newest page of
 * history is read, so this reads a page of one message and drops it: live messages that arrive
 * while the room is open are seen, and must not count as unread in the chat list.
 */
export async function markRoomRead(roomId: string): Promise<void> {
  await api(`chats/${encodeURIComponent(roomId)}/messages`, { query: { limit: 1 } });
}
