import { subscriptionsEndpoints } from '@mingle/shared/endpoints/subscriptions';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  exportSubscribersCsv,
  listMySubscriptions,
  listSubscribers,
  subscribe,
  unsubscribe,
} from './subscriptions.service.ts';

export const subscriptionsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, subscriptionsEndpoints.subscribe, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await subscribe(ctx, userId, request.params.id, new Date()));
  });

  route(app, subscriptionsEndpoints.unsubscribe, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await unsubscribe(ctx, userId, request.params.id));
  });

  route(app, subscriptionsEndpoints.mine, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listMySubscriptions(ctx, userId, request.query.page));
  });

  route(app, subscriptionsEndpoints.subscribers, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listSubscribers(ctx, userId, request.params.id, request.query));
  });

  route(app, subscriptionsEndpoints.subscribersCsv, async (request, reply) => {
    const { userId } = await requireAuth(ctx.db, request);
    const csv = await exportSubscribersCsv(ctx, userId, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
