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
      keepSignedInAnswersOffDisk(api);
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

/**
 * An answer to a request that carries a bearer token is that person's (a ticket's QR secret, an
 * order, a profile): `no-store` keeps it out of the browser's HTTP cache, where it would outlive
 * signing out on a shared device. Set for refusals too (a 401 or 404 says something about the
 * caller). Answers without a token keep whatever their route set.
 */
function keepSignedInAnswersOffDisk(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
    return payload;
  });
}
