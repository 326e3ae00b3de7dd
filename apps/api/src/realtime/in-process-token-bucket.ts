import {
  type BucketRule,
  type Clock,
  peekAt,
  type RateLimitStore,
  refill,
  type TakeResult,
} from './token-bucket.ts';

const SWEEP_EVERY = 1000;

/** The embedded default: buckets in a Map; full buckets are dropped now and then. */
export class InProcessTokenBucket implements RateLimitStore {
  readonly name = 'in-process';
  private readonly buckets = new Map<string, { tokens: number; at: number; rule: BucketRule }>();
  private takes = 0;

  constructor(private readonly now: Clock = Date.now) {}

  async take(key: string, rule: BucketRule): Promise<TakeResult> {
    const now = this.now();
    if (++this.takes % SWEEP_EVERY === 0) this.sweep(now);
    const state = refill(this.buckets.get(key), rule, now);
    if (state.tokens < 1) {
      this.buckets.set(key, { ...state, rule });
      return { allowed: false, retryAfterMs: Math.max(1, state.at + rule.refillMs - now) };
    }
    this.buckets.set(key, { tokens: state.tokens - 1, at: state.at, rule });
    return { allowed: true, retryAfterMs: 0 };
  }

  async peek(key: string, rule: BucketRule): Promise<TakeResult> {
    const now = this.now();
    return peekAt(refill(this.buckets.get(key), rule, now), rule, now);
  }

  async close(): Promise<void> {
    this.buckets.clear();
  }

  private sweep(now: number): void {
    for (const [key, b] of this.buckets) {
      if (refill(b, b.rule, now).tokens >= b.rule.capacity) this.buckets.delete(key);
    }
  }
}
