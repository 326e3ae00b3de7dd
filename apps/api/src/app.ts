import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { API_VERSIONS } from '@mingle/shared/constants';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import secureJson from 'secure-json-parse';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { type Db, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { createJobRunner } from './jobs/index.ts';
import { AppError } from './lib/app-error.ts';
import { devOutboxOpenTo } from './lib/loopback.ts';
import { eventPageHtml } from './modules/events/event-meta.ts';
import { modules } from './modules/index.ts';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { contentSecurityPolicy } from './plugins/security.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { UPLOADS_URL_PREFIX } from './providers/storage/local-storage.ts';

export interface BuildOptions {
  /** An open, migrated database (tests); otherwise one is opened from the config. */
  db?: Db;
  /** Replace providers (tests pass recording fakes of the outside world). */
  providers?: Partial<Providers>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole server without opening a port: tests use it through `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // Query strings can carry e-mail addresses and phone numbers: log the path only.
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], reqId: req.id }),
      },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Some clients always send Content-Type: application/json; an empty body then means "no
  // body", not malformed JSON. Prototype-poisoning keys are refused as Fastify does by default.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError('BAD_REQUEST', 'The request body is not valid JSON'), undefined);
    }
  });

  const db = options.db ?? (await openDatabase(config));
  if (!options.db) await migrate(db);
  const providers: Providers = { ...createProviders(config, db, app.log), ...options.providers };
  app.addHook('onClose', async () => {
    await Promise.all([providers.pubsub.close(), providers.rateLimits.close()]);
  });
  const ctx: AppContext = { config, db, providers };
  app.decorate('ctx', ctx);
  const jobs = createJobRunner(ctx, app.log, modules);
  app.decorate('jobs', jobs);
  // Stop the worker before the database closes; tests run jobs with app.jobs.runDueJobs().
  app.addHook('preClose', async () => {
    await jobs.stop();
  });
  if (config.jobsEnabled) app.addHook('onReady', async () => jobs.start());
  if (!options.db) app.addHook('onClose', () => db.close());

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  await app.register(cors, {
    origin: config.CORS_ORIGINS ? config.CORS_ORIGINS.split(',').map((o) => o.trim()) : false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'mingle-rl:' } : {}),
    // Only the API is limited: one page view loads dozens of scripts, styles and images. The
    // health check never is: a load balancer would take a healthy server out of rotation.
    allowList: (request) => !request.url.startsWith('/api/') || request.url.split('?')[0] === '/api/health',
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  // The real-time endpoint (/api/v1/realtime) is a module route; frames are small JSON.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10 },
    throwFileSizeLimit: true,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mingle API',
        version: '1.0.0',
        description: 'v1 is the default; v2 serves the same contract.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

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
      api.get('/health', { schema: { hide: true } }, async (_request, reply) => {
        const up = await db.query('SELECT 1').then(
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
    },
    { prefix: '/api' },
  );

  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasClient = fs.existsSync(indexHtml);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // Read once: served from memory, so a rebuild under a running server can't break it, and
  // /event-details pages get the event's Open Graph tags injected into it.
  const indexHtmlText = hasClient ? fs.readFileSync(indexHtml, 'utf8') : '';
  const plainPage = (reply: FastifyReply, html: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const hiddenOutboxPage =
      pathname.toLowerCase().replace(/\/+$/, '') === '/dev/outbox' && !devOutboxOpenTo(config, request);
    if (
      hasClient &&
      !hiddenOutboxPage &&
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith(UPLOADS_URL_PREFIX) &&
      // A missing script or style must stay a 404, or a stale tab would run HTML as a chunk.
      !pathname.startsWith('/assets/')
    ) {
      const withMeta = await eventPageHtml(db, indexHtmlText, request.url, config.PUBLIC_URL).catch((err) => {
        request.log.warn({ err }, 'could not add the event tags; serving the plain page');
        return null;
      });
      return plainPage(reply, withMeta ?? indexHtmlText);
    }
    return reply.status(404).send({
      success: false,
      error: { code: 'NOT_FOUND', message: `No route ${request.method} ${pathname}` },
    });
  });

  return app;
}
