import { chatPaths } from '@mingle/shared/endpoints/chat.paths';
import type { RoomRef } from '@mingle/shared/schemas/chat';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/chat/api/chat-keys.ts';
import { call } from '../../../lib/api-call.ts';

/** GET events/:id/chat: the event chat's room, for the host, ticket holders and Yes RSVPs. */
export async function getEventChatRoom(eventId: string, signal?: AbortSignal): Promise<RoomRef> {
  const res = await call(chatPaths.eventChat, { params: { id: eventId }, signal });
  return res.data;
}

export function useEventChatRoom(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.eventRoom(eventId),
    queryFn: ({ signal }) => getEventChatRoom(eventId, signal),
    enabled,
  });
}
