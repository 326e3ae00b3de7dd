import type { AnyNotificationType, Notification } from '@mingle/shared/schemas/notifications';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CalendarIcon, HeartIcon, MessageIcon, SparkleIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadMore, QueryError } from '../../../components/ui/query-state.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { timeAgo } from '../../../lib/relative-time.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { describeNotification } from '../lib/describe-notification.ts';
import '../realtime.css';

const ICONS: Record<AnyNotificationType, ReactNode> = {
  event: <CalendarIcon />,
  like: <HeartIcon />,
  matched: <SparkleIcon />,
  message: <MessageIcon />,
  team: <SparkleIcon />,
};

/** /notifications: everything that happened, newest first; new ones arrive live. */
export default function NotificationsPage() {
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.pages[0]?.unread ?? 0;

  let body: ReactNode;
  if (query.isPending) body = <SkeletonList label="Loading your notifications" count={5} />;
  else if (query.isError) {
    body = (
      <QueryError
        title="Could not load your notifications"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const items = query.data.pages.flatMap((p) => p.items);
    body =
      items.length === 0 ? (
        <EmptyState icon={<SparkleIcon />} title="Nothing yet">
          Connection requests, matches, messages and news about your events show up here.
        </EmptyState>
      ) : (
        <>
          <ul className="notification-list">
            {items.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                onOpen={() => !n.readAt && markRead.mutate([n.id])}
              />
            ))}
          </ul>
          <LoadMore query={query} />
        </>
      );
  }

  return (
    <div className="container page notifications-page">
      <PageHeader
        title="Notifications"
        description={unread > 0 ? `${unread} unread` : undefined}
        actions={
          unread > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              loading={markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              Mark all as read
            </Button>
          ) : null
        }
      />
      {markRead.isError && <Alert variant="error">{markRead.error.message}</Alert>}
      {body}
    </div>
  );
}

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const view = describeNotification(notification);
  const unread = notification.readAt === null;
  return (
    <li>
      <Link to={view.href} className={cx('notification', unread && 'notification-unread')} onClick={onOpen}>
        {view.photo ? (
          <Avatar src={view.photo} alt="" size={44} />
        ) : (
          <span className="notification-icon" aria-hidden="true">
            {ICONS[notification.type]}
          </span>
        )}
        <span className="notification-text">
          <strong>{view.text}</strong>
          {view.detail && <span className="notification-detail">{view.detail}</span>}
          <span className="hint">{timeAgo(notification.createdAt)}</span>
        </span>
        {unread && (
          <span className="notification-dot">
            <span className="visually-hidden">Unread</span>
          </span>
        )}
      </Link>
    </li>
  );
}
