import { devOutboxEndpoints } from '@mingle/shared/endpoints/dev-outbox';
import type { ModuleRoutes } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';
import { devOutboxOpenTo } from '../../lib/loopback.ts';
import { route } from '../../lib/route.ts';
import { listOutbox } from './dev-outbox.service.ts';

/**
 * GET dev/outbox: what the dev outbox holds, newest first. Never mounted in production, and
 * answered only to loopback clients.
 */
export const devOutboxRoutes: ModuleRoutes = (app, ctx) => {
  if (ctx.config.isProduction) return;
  route(app, devOutboxEndpoints.list, async (request) => {
    // Anyone else gets the same answer as for a route that does not exist.
    if (!devOutboxOpenTo(ctx.config, request)) {
      throw new AppError('NOT_FOUND', `No route GET ${request.url.split('?')[0]}`);
    }
    return ok(await listOutbox(ctx.db, request.query.to));
  });
};
