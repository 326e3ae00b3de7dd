import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';
import { getRealtimeClient } from '../../../lib/realtime-client.ts';
import { useUnreadCount } from '../api/get-notifications.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { describeNotification, type NotificationView } from '../lib/describe-notification.ts';
import { HeaderSocialLinksView } from './header-social-links-view.tsx';

const TOAST_MS = 6000;

/**
 * The header's social links with the live unread count. It holds the real-time connection open
 * while someone is signed in: a notification frame updates the badge at once, shows a short
 * toast, and refreshes what it changes (requests, matches, guest lists' connection states).
 */
export default function HeaderSocialLinks() {
  const queryClient = useQueryClient();
  const unread = useUnreadCount(true);
  const [toast, setToast] = useState<(NotificationView & { id: string }) | null>(null);

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

  return (
    <>
      <HeaderSocialLinksView unread={unread.data ?? 0} />
      <div className="live-toast-region" role="status" aria-live="polite">
        {toast && (
          <Link key={toast.id} to={toast.href} className="live-toast" onClick={() => setToast(null)}>
            <strong>{toast.text}</strong>
            {toast.detail && <span>{toast.detail}</span>}
          </Link>
        )}
      </div>
    </>
  );
}
