import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** GET /api/health: 200 while the database answers, 503 when it does not. */
export function registerHealth(api: FastifyInstance, ctx: AppContext): void {
  api.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const up = await ctx.db.query('SELECT 1').then(
      () => true,
      () => false,
    );
    return up
      ? { success: true, data: { status: 'ok', database: 'up' } }
      : reply.status(503).send({
          success: false,
          error: { code: 'UNAVAILABLE', message: 'The database is not reachable' },
        });
  });
}
