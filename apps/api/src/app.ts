import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { modules } from './modules/index.ts';
import { registerApiRoutes } from './plugins/api-routes.ts';
import { registerClientFallback } from './plugins/client-fallback.ts';
import { registerCompression } from './plugins/compress.ts';
import { type ContextOptions, closeOwnDatabase, registerContext } from './plugins/context.ts';
import { registerCors } from './plugins/cors.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJobs } from './plugins/jobs.ts';
import { serverOptions } from './plugins/logging.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerParsing } from './plugins/parsing.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerReadiness } from './plugins/readiness.ts';
import { connectRedis } from './plugins/redis.ts';
import { registerRequestIdHeader } from './plugins/request-id.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { registerWebsocket } from './plugins/websocket.ts';

export type BuildOptions = ContextOptions;

/**
 * Builds the whole server without opening a port (tests use it through `inject`). Each concern
 * is one file under plugins/; the order below is the order Fastify applies them.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config)).withTypeProvider<ZodTypeProvider>();
  registerRequestIdHeader(app);
  registerReadiness(app);
  registerParsing(app);
  registerErrorHandling(app);

  const ctx = await registerContext(app, config, options);
  registerJobs(app, ctx, modules);
  closeOwnDatabase(app, ctx, options);
  const redis = connectRedis(app, config);

  await registerSecurityHeaders(app, config);
  await registerCors(app, config);
  await registerCompression(app);
  await registerRateLimit(app, config, redis);
  await registerWebsocket(app);
  await registerMultipart(app, config);
  await registerOpenApi(app);

  registerMetrics(app, ctx);
  await registerApiRoutes(app, ctx, modules);
  await registerStaticFiles(app, config);
  registerClientFallback(app, ctx);
  return app;
}
