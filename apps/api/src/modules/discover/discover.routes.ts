import { discoverEndpoints } from '@mingle/shared/endpoints/discover';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { discoverEvents, listHostEvents, listMyEvents } from './discover.service.ts';

export const discoverRoutes: ModuleRoutes = (app, ctx) => {
  route(app, discoverEndpoints.discover, async (request) =>
    ok(await discoverEvents(ctx, request.query, new Date())),
  );

  route(app, discoverEndpoints.hostEvents, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listHostEvents(ctx, userId, request.query, new Date()));
  });

  route(app, discoverEndpoints.myEvents, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listMyEvents(ctx, userId, request.query, new Date()));
  });
};
