import { PageQuery } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZMarkNotificationsReadRequest,
  ZNotificationsPage,
  ZUnreadCount,
} from '@mingle/shared/schemas/notifications';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: PageQuery,
        response: { 200: okEnvelope(ZNotificationsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listNotifications(ctx, userId, request.query.page));
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark the given notifications (all when ids is absent) as read; answers the unread count',
        body: ZMarkNotificationsReadRequest,
        response: { 200: okEnvelope(ZUnreadCount) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await markNotificationsRead(ctx, userId, request.body?.ids, new Date()));
    },
  );
};
