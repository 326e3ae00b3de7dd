import { waitlistEndpoints } from '@mingle/shared/endpoints/waitlist';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getWaitlistEntry, joinWaitlist, leaveWaitlist } from './waitlist.service.ts';

export const waitlistRoutes: ModuleRoutes = (app, ctx) => {
  route(app, waitlistEndpoints.join, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await joinWaitlist(ctx, request.params.id, userId));
  });

  route(app, waitlistEndpoints.get, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getWaitlistEntry(ctx, request.params.id, userId));
  });

  route(app, waitlistEndpoints.leave, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await leaveWaitlist(ctx, request.params.id, userId));
  });
};
