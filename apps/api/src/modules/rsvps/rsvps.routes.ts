import { rsvpsEndpoints } from '@mingle/shared/endpoints/rsvps';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { decideRsvp } from './rsvp-decisions.ts';
import { answerRsvp, listEventRsvps } from './rsvps.service.ts';

export const rsvpsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, rsvpsEndpoints.answer, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await answerRsvp(ctx, userId, request.params.id, request.body.answer, new Date()));
  });

  route(app, rsvpsEndpoints.list, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listEventRsvps(ctx, userId, request.params.id, request.query.page));
  });

  route(app, rsvpsEndpoints.approve, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await decideRsvp(ctx, userId, request.params.id, request.params.userId, 'approved'));
  });

  route(app, rsvpsEndpoints.decline, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await decideRsvp(ctx, userId, request.params.id, request.params.userId, 'declined'));
  });
};
