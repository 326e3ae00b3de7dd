import type { ChatMessage, ChatSender } from '@mingle/shared/schemas/chat';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { chatKeys } from '../../../entities/chat/api/chat-keys.ts';
import { notificationKeys } from '../../../entities/notification/api/notification-keys.ts';
import { getRealtimeClient } from '../../../lib/realtime-client.ts';
import { getUserId } from '../../../lib/storage.ts';
import { messagesQueryOptions } from '../api/get-messages.ts';
import { markRoomRead } from '../api/mark-room-read.ts';
import { mergeMessages } from './merge-messages.ts';

interface LiveMessage {
  message: ChatMessage;
  arrivedAt: number;
}

/**
 * Everything a chat screen needs for one room: history pages (over HTTP), live messages and
 * deletions (over the real-time connection), your pending sends, and the actions.
 *
 * History is fetched again whenever the room is (re)joined, so messages sent while the
 * connection was down are never missed; a live message is kept beside history until a history
 * fetch that started after it arrived has answered (that answer has it, or it is hidden now,
 * e.g. after a block).
 */
export function useChatRoom(roomId: string) {
  const client = getRealtimeClient();
  const me = getUserId();
  const queryClient = useQueryClient();
  const newestFetchStartedAt = useRef(0);
  const [live, setLive] = useState<LiveMessage[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const query = useInfiniteQuery(
    messagesQueryOptions(roomId, () => {
      newestFetchStartedAt.current = Date.now();
    }),
  );
  const { refetch } = query;

  const status = useSyncExternalStore(client.subscribe, client.getStatus);
  const pending = useSyncExternalStore(
    client.subscribe,
    useCallback(() => client.pendingFor(roomId), [client, roomId]),
  );

  useEffect(() => {
    const release = client.retain();
    const leave = client.join(roomId);
    return () => {
      leave();
      release();
    };
  }, [client, roomId]);

  useEffect(
    () =>
      client.subscribe((event) => {
        if (event.type === 'room' && event.roomId === roomId) {
          setRefusal(event.state === 'forbidden' ? event.message : null);
          if (event.state === 'joined') void refetch();
        } else if (event.type === 'message' && event.roomId === roomId) {
          const arrived = { message: event.message, arrivedAt: Date.now() };
          setLive((list) =>
            list.some((l) => l.message.id === event.message.id) ? list : [...list, arrived],
          );
        } else if (event.type === 'message_deleted' && event.roomId === roomId) {
          setDeleted((set) => new Set(set).add(event.messageId));
        }
      }),
    [client, roomId, refetch],
  );

  // A history answer covers every live message that arrived before its fetch started.
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt === 0) return;
    // Reading the room read its message notifications too (the API's rule): the bell follows.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const since = newestFetchStartedAt.current;
    setLive((list) =>
      list.some((l) => l.arrivedAt < since) ? list.filter((l) => l.arrivedAt >= since) : list,
    );
  }, [dataUpdatedAt, queryClient]);

  const pages = query.data?.pages;
  const messages = useMemo(
    () =>
      mergeMessages({
        pages: pages ?? [],
        live: live.map((l) => l.message),
        pending,
        deleted,
        me,
      }),
    [pages, live, pending, deleted, me],
  );

  const senders = useMemo(() => {
    const map = new Map<string, ChatSender>();
    for (const page of pages ?? []) for (const s of page.senders) map.set(s.id, s);
    return map;
  }, [pages]);

  // Someone else's live message is read by being on screen: tell the server (once per burst),
  // so the chat list shows no unread count for it and their next message notifies again.
  const lastTheirs = live.findLast((l) => l.message.senderId !== me)?.message.id;
  useEffect(() => {
    if (!lastTheirs) return;
    const timer = setTimeout(() => {
      markRoomRead(roomId).then(
        () =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: chatKeys.list }),
            queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
          ]),
        // A failure only leaves the count behind; the next history fetch clears it.
        () => undefined,
      );
    }, 500);
    return () => clearTimeout(timer);
  }, [lastTheirs, roomId, queryClient]);

  // Someone new wrote in the room: the newest history page names them.
  const unknownSender = live.some((l) => l.message.senderId !== me && !senders.has(l.message.senderId));
  useEffect(() => {
    if (!unknownSender) return;
    const timer = setTimeout(() => void refetch(), 300);
    return () => clearTimeout(timer);
  }, [unknownSender, refetch]);

  return {
    me,
    messages,
    senders,
    query,
    /** The connection: 'ready' when live, 'reconnecting' while it comes back. */
    status,
    /** Why the server refused the room (the chat ended, a block), if it did. */
    refusal,
    send: (body: string) => client.send(roomId, body),
    retry: (clientId: string) => client.retry(clientId),
    discard: (clientId: string) => client.discard(clientId),
    markDeleted: (messageId: string) => setDeleted((set) => new Set(set).add(messageId)),
  };
}
