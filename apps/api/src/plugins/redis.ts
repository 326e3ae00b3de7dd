import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/** The Redis client behind shared rate limits, when REDIS_URL is set; closed with the server. */
export function connectRedis(app: FastifyInstance, config: Config): Redis | undefined {
  if (!config.REDIS_URL) return undefined;
  // A command that gets no answer in a second (a half-open connection) fails, and the request
  // is counted in process instead of waiting.
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  // Without a listener ioredis prints every reconnect failure; the limits count in process
  // meanwhile (rate-limit-store.ts), so one warning per failure is enough.
  redis.on('error', (err) => app.log.warn({ err }, 'redis'));
  app.addHook('onClose', async () => void redis.disconnect());
  return redis;
}
