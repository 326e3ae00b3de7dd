import type { BucketRule, RateLimitStore, TakeResult } from './token-bucket.ts';

/**
 * Redis-backed limits that keep working while Redis is unreachable: each call that fails (or
 * finds the connection down) is answered by an in-process bucket instead, so a Redis outage
 * makes the limits per server for a while, never refuses the request. Redis takes over again
 * by itself once it answers.
 */
export class FallbackTokenBucket implements RateLimitStore {
  readonly name: string;

  constructor(
    private readonly shared: RateLimitStore & { readonly available: boolean },
    private readonly local: RateLimitStore,
    private readonly onFallback: (err: unknown) => void = () => undefined,
  ) {
    this.name = `${shared.name}, else ${local.name}`;
  }

  take(key: string, rule: BucketRule): Promise<TakeResult> {
    return this.either((store) => store.take(key, rule));
  }

  peek(key: string, rule: BucketRule): Promise<TakeResult> {
    return this.either((store) => store.peek(key, rule));
  }

  async close(): Promise<void> {
    await Promise.all([this.shared.close(), this.local.close()]);
  }

  private async either(call: (store: RateLimitStore) => Promise<TakeResult>): Promise<TakeResult> {
    if (!this.shared.available) return call(this.local);
    try {
      return await call(this.shared);
    } catch (err) {
      this.onFallback(err);
      return call(this.local);
    }
  }
}
