import { ZOutboxList, ZOutboxQuery } from '@mingle/shared/schemas/auth';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import type { ModuleRoutes } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';
import { devOutboxOpenTo } from '../../lib/loopback.ts';
import { listOutbox } from './dev-outbox.service.ts';

/**
 * GET dev/outbox: what the dev outbox holds, newest first. Never mounted in production, and
 * answered only to loopback clients.
 */
export const devOutboxRoutes: ModuleRoutes = (app, ctx) => {
  if (ctx.config.isProduction) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept by the dev outbox (not in production; loopback clients only, others get 404)',
        querystring: ZOutboxQuery,
        response: { 200: okEnvelope(ZOutboxList) },
      },
    },
    async (request) => {
      // Anyone else gets the same answer as for a route that does not exist.
      if (!devOutboxOpenTo(ctx.config, request)) {
        throw new AppError('NOT_FOUND', `No route GET ${request.url.split('?')[0]}`);
      }
      return ok(await listOutbox(ctx.db, request.query.to));
    },
  );
};
