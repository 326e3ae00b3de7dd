import { safetyEndpoints } from '@mingle/shared/endpoints/safety';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { blockUser, moderationList, reportUser, reviewReport, unblockUser } from './safety.service.ts';

/** Block, report, and the host's moderation list. */
export const safetyRoutes: ModuleRoutes = (app, ctx) => {
  route(app, safetyEndpoints.block, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await blockUser(ctx, userId, request.params.id));
  });

  route(app, safetyEndpoints.unblock, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await unblockUser(ctx, userId, request.params.id));
  });

  route(app, safetyEndpoints.report, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await reportUser(ctx, userId, request.params.id, request.body));
  });

  route(app, safetyEndpoints.reports, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await moderationList(ctx, userId, request.params.id, request.query));
  });

  route(app, safetyEndpoints.review, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await reviewReport(ctx, userId, request.params.id));
  });
};
