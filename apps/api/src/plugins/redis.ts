import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/** The Redis client behind shared rate limits, when REDIS_URL is set; closed with the server. */
export function connectRedis(app: FastifyInstance, config: Config): Redis | undefined {
  if (!config.REDIS_URL) return undefined;
  const redis = new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 });
  app.addHook('onClose', async () => void redis.disconnect());
  return redis;
}
