import { chatPaths } from '@mingle/shared/endpoints/chat.paths';
import { CHAT_LIMITS, type MessagesPage } from '@mingle/shared/schemas/chat';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/chat/api/chat-keys.ts';
import { call } from '../../../lib/api-call.ts';

/** GET chats/:roomId/messages: a page of history, newest first, older than `before` when given. */
export async function getMessages(
  roomId: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const res = await call(chatPaths.messages, {
    params: { roomId },
    query: { before, limit: CHAT_LIMITS.historyMax },
    signal,
  });
  return res.data;
}

/**
 * History pages, newest first; the next page is the one before the oldest message loaded.
 * `onNewestPage` is told when the newest page is fetched (see use-chat-room).
 */
export function messagesQueryOptions(roomId: string, onNewestPage: () => void) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(roomId),
    queryFn: ({ pageParam, signal }) => {
      if (pageParam === undefined) onNewestPage();
      return getMessages(roomId, pageParam, signal);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
    // Live frames keep an open room current; history is fetched again after every (re)join.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
