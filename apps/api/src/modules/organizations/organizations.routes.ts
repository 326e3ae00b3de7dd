import { organizationsEndpoints } from '@mingle/shared/endpoints/organizations';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { optionalAuth, requireAuth } from '../../plugins/auth.ts';
import * as organizations from './organizations.service.ts';

export const organizationsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, organizationsEndpoints.create, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await organizations.createOrganization(ctx, userId, request.body, new Date()));
  });

  route(app, organizationsEndpoints.mine, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await organizations.getMyOrganization(ctx, userId, new Date()));
  });

  route(app, organizationsEndpoints.get, async (request) => {
    const auth = await optionalAuth(ctx.db, request);
    return ok(await organizations.getOrganization(ctx, request.params.id, auth?.userId ?? null, new Date()));
  });

  route(app, organizationsEndpoints.update, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(
      await organizations.updateOrganization(ctx, userId, request.params.id, request.body, new Date()),
    );
  });
};
