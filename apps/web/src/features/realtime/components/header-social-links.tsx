import type { Notification } from '@mingle/shared/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { notificationKeys } from '../../../entities/notification/api/notification-keys.ts';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';
import { getRealtimeClient, type RoomState } from '../../../lib/realtime-client.ts';
import { useUnreadCount } from '../api/get-notifications.ts';
import { markNotificationsRead, useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { describeNotification, type NotificationView } from '../lib/describe-notification.ts';
import { useRevokedSession } from '../lib/use-revoked-session.ts';
import { HeaderSocialLinksView } from './header-social-links-view.tsx';

const TOAST_MS = 6000;

/** A new message in a room this screen shows (its chat page, or a panel of it) while it is seen. */
function isAboutOpenRoom(
  notification: Pick<Notification, 'type' | 'payload'>,
  roomState: (roomId: string) => RoomState | null,
): boolean {
  const roomId = notification.payload.roomId;
  return (
    notification.type === 'message' &&
    typeof roomId === 'string' &&
    roomState(roomId) !== null &&
    document.visibilityState === 'visible'
  );
}

/**
 * The header's social links with the live unread count. It holds the real-time connection open
 * while someone is signed in: a notification frame updates the badge at once, shows a short
 * toast that opens what it announces, and refreshes what it changes (requests, matches, guest
 * lists' connection states). A message in the room on screen is read already: no toast, no count.
 * A connection the server closes for a revoked session signs the tab out (useRevokedSession).
 */
export default function HeaderSocialLinks() {
  const queryClient = useQueryClient();
  const unread = useUnreadCount(true);
  const markRead = useMarkNotificationsRead();
  const [toast, setToast] = useState<(NotificationView & { id: string }) | null>(null);
  useRevokedSession();

  useEffect(() => {
    const client = getRealtimeClient();
    const release = client.retain();
    const unsubscribe = client.subscribe((event) => {
      if (event.type === 'ready' && event.resumed) {
        // Anything that happened while the connection was down is read again.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      }
      if (event.type !== 'notification') return;
      const { notification } = event;
      if (isAboutOpenRoom(notification, client.roomState)) {
        // The message is on screen already: no toast over the composer, no count to clear.
        markNotificationsRead([notification.id]).then(
          ({ unread }) => queryClient.setQueryData(notificationKeys.unread, unread),
          () => undefined,
        );
        return;
      }
      queryClient.setQueryData<number>(notificationKeys.unread, (n) => (n ?? 0) + 1);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      if (notification.type === 'like' || notification.type === 'matched') {
        void queryClient.invalidateQueries({ queryKey: socialKeys.all });
        void queryClient.invalidateQueries({
          predicate: (q) => q.queryKey[0] === 'events' && q.queryKey[3] === 'guests',
        });
      }
      setToast({ ...describeNotification(notification), id: notification.id });
    });
    return () => {
      unsubscribe();
      release();
    };
  }, [queryClient]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  // Opening what a toast announces reads it, as opening it from the notifications list does.
  function openToast(id: string) {
    setToast(null);
    markRead.mutate([id]);
  }

  return (
    <>
      <HeaderSocialLinksView unread={unread.data ?? 0} />
      <div className="live-toast-region" role="status" aria-live="polite">
        {toast && (
          <Link key={toast.id} to={toast.href} className="live-toast" onClick={() => openToast(toast.id)}>
            <strong>{toast.text}</strong>
            {toast.detail && <span>{toast.detail}</span>}
          </Link>
        )}
      </div>
    </>
  );
}
