import { notificationsPaths } from '@mingle/shared/endpoints/notifications.paths';
import type { NotificationsPage } from '@mingle/shared/schemas/notifications';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../../../entities/notification/api/notification-keys.ts';
import { call } from '../../../lib/api-call.ts';

/** GET notifications: newest first, 20 a page, with the caller's unread count. */
export async function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  const res = await call(notificationsPaths.list, { query: { page }, signal });
  return res.data;
}

export function useNotifications() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: notificationKeys.list,
      queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    }),
  );
}

/** The header's badge: the unread count that comes with the first page. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => (await getNotifications(1, signal)).unread,
    enabled,
  });
}
