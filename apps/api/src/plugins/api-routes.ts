import { API_VERSIONS } from '@mingle/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiModule, AppContext } from '../app-context.ts';
import { registerHealth } from './health.ts';
import { registerReadyRoute } from './readiness.ts';

/** Every module's routes under /api/v1 and /api/v2 (the same contract), /api/health and /api/ready. */
export async function registerApiRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  modules: readonly ApiModule[],
): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(async (scoped) => {
        for (const version of API_VERSIONS) {
          await scoped.register(
            async (versioned) => {
              for (const mod of modules)
                await mod.register(versioned.withTypeProvider<ZodTypeProvider>(), ctx);
            },
            { prefix: `/${version}` },
          );
        }
      });
      registerHealth(api, ctx);
      registerReadyRoute(api, ctx, app.readiness);
    },
    { prefix: '/api' },
  );
}
