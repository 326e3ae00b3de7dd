import { chatPaths } from '@mingle/shared/endpoints/chat.paths';
import type { ChatsPage } from '@mingle/shared/schemas/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/chat/api/chat-keys.ts';
import { call } from '../../../lib/api-call.ts';

/** GET chats: the rooms the person has opened, with their last message and unread count. */
export async function getChats(page: number, signal?: AbortSignal): Promise<ChatsPage> {
  const res = await call(chatPaths.list, { query: { page }, signal });
  return res.data;
}

export const chatsQueryOptions = infiniteQueryOptions({
  queryKey: chatKeys.list,
  queryFn: ({ pageParam, signal }) => getChats(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
});

export function useChats() {
  return useInfiniteQuery(chatsQueryOptions);
}
