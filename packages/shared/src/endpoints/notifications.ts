import { PageQuery } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZMarkNotificationsReadRequest, ZNotificationsPage, ZUnreadCount } from '../schemas/notifications.ts';
import { endpoint } from './define.ts';
import { notificationsPaths } from './notifications.paths.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationsEndpoints = {
  list: endpoint({
    ...notificationsPaths.list,
    tags,
    security,
    summary: "The caller's notifications, newest first, with the unread count",
    querystring: PageQuery,
    response: { 200: okEnvelope(ZNotificationsPage) },
  }),
  markRead: endpoint({
    ...notificationsPaths.markRead,
    tags,
    security,
    summary: 'Mark the given notifications (all when ids is absent) as read; answers the unread count',
    body: ZMarkNotificationsReadRequest,
    response: { 200: okEnvelope(ZUnreadCount) },
  }),
};
