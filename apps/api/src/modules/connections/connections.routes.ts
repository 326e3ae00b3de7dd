import { connectionsEndpoints } from '@mingle/shared/endpoints/connections';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { connect, decline, disconnect, matches, receivedRequests } from './connections.service.ts';

/** Connection requests, matches and unmatch. */
export const connectionsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, connectionsEndpoints.connect, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await connect(ctx, userId, request.params.id, request.body.eventId));
  });

  route(app, connectionsEndpoints.decline, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await decline(ctx, userId, request.params.id));
  });

  route(app, connectionsEndpoints.disconnect, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await disconnect(ctx, userId, request.params.id));
  });

  route(app, connectionsEndpoints.matches, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await matches(ctx, userId, request.query.page));
  });

  route(app, connectionsEndpoints.requests, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await receivedRequests(ctx, userId, request.query.page));
  });
};
