import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Incr = FastifyRateLimitStore['incr'];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The API's request limits in Redis (shared by every server), counted in process while Redis
 * is unreachable: an outage makes the limit per server for a while instead of failing every
 * request (docs/operations.md). Redis counts again once it is back.
 */
export function redisWithLocalFallback(
  redis: Redis,
  nameSpace: string,
  onFallback: (err: unknown) => void,
): FastifyRateLimitStoreCtor {
  // Only a ready connection is asked: while connecting or reconnecting, ioredis would hold the
  // command in its offline queue, and the request with it.
  const down = () => redis.status !== 'ready';
  class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(
      options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      parents?: { shared: FastifyRateLimitStore; local: FastifyRateLimitStore },
    ) {
      this.shared =
        parents?.shared ??
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace);
      this.local = parents?.local ?? new LocalStore(options.continueExceeding, options.exponentialBackoff);
    }

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
      if (down()) {
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (err, result) => {
          if (err) {
            onFallback(err);
            this.local.incr(key, callback, timeWindow, max);
          } else callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new FallbackStore(
        {},
        { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) },
      );
    }
  }
  return FallbackStore;
}
