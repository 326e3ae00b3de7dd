import type { MarkNotificationsReadRequest, UnreadCount } from '@mingle/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../entities/notification/api/notification-keys.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** POST notifications/read: these notifications, or all of them when `ids` is absent. */
export async function markNotificationsRead(ids?: string[]): Promise<UnreadCount> {
  const res = await api<Envelope<UnreadCount>>('notifications/read', {
    method: 'POST',
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
