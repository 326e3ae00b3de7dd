import { notificationsEndpoints } from '@mingle/shared/endpoints/notifications';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';

export const notificationsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, notificationsEndpoints.list, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listNotifications(ctx, userId, request.query.page));
  });

  route(app, notificationsEndpoints.markRead, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await markNotificationsRead(ctx, userId, request.body?.ids, new Date()));
  });
};
