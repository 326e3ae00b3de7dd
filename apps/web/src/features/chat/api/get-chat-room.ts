import { chatPaths } from '@mingle/shared/endpoints/chat.paths';
import type { ChatRoom } from '@mingle/shared/schemas/chat';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/chat/api/chat-keys.ts';
import { call } from '../../../lib/api-call.ts';

/** GET chats/:roomId: what a room is about and who is in it, for its members (403 otherwise). */
export async function getChatRoom(roomId: string, signal?: AbortSignal): Promise<ChatRoom> {
  const res = await call(chatPaths.room, { params: { roomId }, signal });
  return res.data;
}

export function useChatRoomInfo(roomId: string, enabled = true) {
  return useQuery({
    queryKey: chatKeys.room(roomId),
    queryFn: ({ signal }) => getChatRoom(roomId, signal),
    enabled,
    // A refusal or a missing room does not change by asking again at once.
    retry: false,
  });
}
