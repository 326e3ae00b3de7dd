import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/**
 * GET /api/health is liveness: 200 while the process answers, naming whether the database does.
 * A database outage is not a reason to restart the server (it heals by itself); /api/ready is
 * what takes a server out of a balancer's rotation.
 */
export function registerHealth(api: FastifyInstance, ctx: AppContext): void {
  api.get('/health', { schema: { hide: true } }, async () => {
    const up = await ctx.db.query('SELECT 1').then(
      () => true,
      () => false,
    );
    return { success: true, data: { status: 'ok', database: up ? 'up' : 'down' } };
  });
}
