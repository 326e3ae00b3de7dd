import { Redis, type Result } from 'ioredis';
import {
  type BucketRule,
  type Clock,
  peekAt,
  type RateLimitStore,
  refill,
  type TakeResult,
} from './token-bucket.ts';

/**
 * The bucket as a Redis hash, updated by one script so concurrent takes on several servers
 * never both spend the last token. Mirrors `refill` in token-bucket.ts. The time comes from the
 * caller's clock (servers' clocks agree closely enough for a 5 s refill).
 */
const SCRIPT = `
local capacity = tonumber(ARGV[1])
local refill_ms = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil then
  tokens = capacity
  at = now
else
  local gained = math.floor(math.max(0, now - at) / refill_ms)
  if gained > 0 then
    tokens = math.min(capacity, tokens + gained)
    if tokens == capacity then at = now else at = at + gained * refill_ms end
  end
end
local allowed = 0
local retry = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  retry = math.max(1, at + refill_ms - now)
end
redis.call('HSET', KEYS[1], 'tokens', tokens, 'at', at)
redis.call('PEXPIRE', KEYS[1], capacity * refill_ms + refill_ms)
return {allowed, retry}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    mingleTakeToken(
      key: string,
      capacity: number,
      refillMs: number,
      now: number,
    ): Result<[number, number], Context>;
  }
}

export class RedisTokenBucket implements RateLimitStore {
  readonly name = 'redis';
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly now: Clock = Date.now,
    private readonly prefix = 'mingle:bucket:',
    onError: (err: unknown) => void = () => undefined,
  ) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    this.redis.on('error', onError);
    this.redis.defineCommand('mingleTakeToken', { numberOfKeys: 1, lua: SCRIPT });
  }

  /**
   * True while the connection is ready. Otherwise callers answer in process (FallbackTokenBucket)
   * rather than wait in ioredis' offline queue; a lazy client not yet connected starts connecting.
   */
  get available(): boolean {
    if (this.redis.status === 'wait') void this.redis.connect().catch(() => undefined);
    return this.redis.status === 'ready';
  }

  async take(key: string, rule: BucketRule): Promise<TakeResult> {
    const [allowed, retry] = await this.redis.mingleTakeToken(
      this.prefix + key,
      rule.capacity,
      rule.refillMs,
      this.now(),
    );
    return { allowed: allowed === 1, retryAfterMs: retry };
  }

  async peek(key: string, rule: BucketRule): Promise<TakeResult> {
    const [tokens, at] = await this.redis.hmget(this.prefix + key, 'tokens', 'at');
    const now = this.now();
    const state = tokens === null || at === null ? undefined : { tokens: Number(tokens), at: Number(at) };
    return peekAt(refill(state, rule, now), rule, now);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
