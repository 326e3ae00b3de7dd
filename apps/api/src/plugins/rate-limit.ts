import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { redisWithLocalFallback } from './rate-limit-store.ts';

/** RATE_LIMIT_PER_MINUTE API requests per client address, counted in Redis when there is one. */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // A client that hung up before its request was read has no address left (a balancer's
    // request timed out): counting it under one key beats the plugin's 500 on `undefined`.
    keyGenerator: (request) => request.ip ?? 'disconnected',
    ...(redis
      ? {
          store: redisWithLocalFallback(redis, 'mingle-rl:', (err) =>
            app.log.warn({ err }, 'redis rate limits: counting in process meanwhile'),
          ),
        }
      : {}),
    // Only the API is limited: one page view loads dozens of scripts, styles and images. The
    // health check never is: a load balancer would take a healthy server out of rotation.
    allowList: (request) =>
      !request.url.startsWith('/api/') ||
      ['/api/health', '/api/ready'].includes(request.url.split('?')[0] ?? ''),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
}
