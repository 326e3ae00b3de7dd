import { guestsEndpoints } from '@mingle/shared/endpoints/guests';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getGuestList, getPublicProfile } from './guests.service.ts';

/** Guest List (GET events/:id/guests) and a guest's public profile. */
export const guestsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, guestsEndpoints.list, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getGuestList(ctx, userId, request.params.id, request.query));
  });

  route(app, guestsEndpoints.publicProfile, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getPublicProfile(ctx, userId, request.params.id, request.query.eventId));
  });
};
