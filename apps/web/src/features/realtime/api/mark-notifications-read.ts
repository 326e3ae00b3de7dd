import { notificationsPaths } from '@mingle/shared/endpoints/notifications.paths';
import type { MarkNotificationsReadRequest, UnreadCount } from '@mingle/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../entities/notification/api/notification-keys.ts';
import { call } from '../../../lib/api-call.ts';

/** POST notifications/read: these notifications, or all of them when `ids` is absent. */
export async function markNotificationsRead(ids?: string[]): Promise<UnreadCount> {
  const res = await call(notificationsPaths.markRead, {
    body: (ids ? { ids } : {}) satisfies MarkNotificationsReadRequest,
  });
  return res.data;
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread, unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
