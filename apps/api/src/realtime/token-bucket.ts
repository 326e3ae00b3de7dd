/**
 * Token-bucket rate limits (chat: a burst of 10, then one every 5 s per person and room). In
 * process by default; in Redis when REDIS_URL is set, so the limit holds across servers. Both
 * take the time from an injected clock, so tests can move it.
 */
export interface BucketRule {
  /** Tokens a full bucket holds: the burst. */
  capacity: number;
  /** One token comes back every this many milliseconds. */
  refillMs: number;
}

export interface TakeResult {
  allowed: boolean;
  /** When refused: how long until a token is back. */
  retryAfterMs: number;
}

export interface RateLimitStore {
  readonly name: string;
  take(key: string, rule: BucketRule): Promise<TakeResult>;
  /** Would a take be allowed now? Spends nothing (a limit on failures checks before trying). */
  peek(key: string, rule: BucketRule): Promise<TakeResult>;
  close(): Promise<void>;
}

export type Clock = () => number;

/** A take's answer for a bucket in this state, without spending. */
export function peekAt(state: { tokens: number; at: number }, rule: BucketRule, now: number): TakeResult {
  return state.tokens >= 1
    ? { allowed: true, retryAfterMs: 0 }
    : { allowed: false, retryAfterMs: Math.max(1, state.at + rule.refillMs - now) };
}

/** The refill arithmetic both stores share (the Redis script mirrors it). */
export function refill(
  state: { tokens: number; at: number } | undefined,
  rule: BucketRule,
  now: number,
): { tokens: number; at: number } {
  if (!state) return { tokens: rule.capacity, at: now };
  const elapsed = Math.max(0, now - state.at);
  const gained = Math.floor(elapsed / rule.refillMs);
  if (gained === 0) return state;
  const tokens = Math.min(rule.capacity, state.tokens + gained);
  // A full bucket restarts its refill clock; otherwise keep the partial progress.
  return { tokens, at: tokens === rule.capacity ? now : state.at + gained * rule.refillMs };
}
