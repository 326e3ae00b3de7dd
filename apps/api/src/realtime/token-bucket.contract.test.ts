import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { InProcessTokenBucket } from './in-process-token-bucket.ts';
import { RedisTokenBucket } from './redis-token-bucket.ts';
import type { Clock, RateLimitStore } from './token-bucket.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RULE = { capacity: 10, refillMs: 5000 };

const stores: Array<{ name: string; make(clock: Clock): RateLimitStore }> = [
  { name: 'in-process', make: (clock) => new InProcessTokenBucket(clock) },
  { name: 'redis', make: (clock) => new RedisTokenBucket(REDIS_URL, clock, `mingle-test:${randomUUID()}:`) },
];

for (const { name, make } of stores) {
  describe(`token bucket contract: ${name}`, () => {
    let now = 1_000_000;
    const clock = () => now;
    let store: RateLimitStore;
    afterEach(() => store?.close());

    const takeMany = async (key: string, n: number) => {
      const results = [];
      for (let i = 0; i < n; i++) results.push(await store.take(key, RULE));
      return results.map((r) => r.allowed);
    };

    it('allows a burst of 10, refuses the 11th, and allows one more after 5 s', async () => {
      store = make(clock);
      const key = randomUUID();
      expect(await takeMany(key, 11)).toEqual([...Array(10).fill(true), false]);
      const refused = await store.take(key, RULE);
      expect(refused.retryAfterMs).toBe(5000);
      now += 4999;
      expect((await store.take(key, RULE)).allowed).toBe(false);
      now += 1;
      expect(await takeMany(key, 2)).toEqual([true, false]);
      now += 60_000;
      expect(await takeMany(key, 11)).toEqual([...Array(10).fill(true), false]);
    });

    it('peeks without spending: allowed while a token is left, then refused with the wait', async () => {
      store = make(clock);
      const key = randomUUID();
      expect(await store.peek(key, RULE)).toEqual({ allowed: true, retryAfterMs: 0 });
      await takeMany(key, 9);
      expect((await store.peek(key, RULE)).allowed).toBe(true);
      expect((await store.peek(key, RULE)).allowed).toBe(true);
      expect(await takeMany(key, 2)).toEqual([true, false]);
      expect(await store.peek(key, RULE)).toEqual({ allowed: false, retryAfterMs: 5000 });
      now += 5000;
      expect((await store.peek(key, RULE)).allowed).toBe(true);
      expect(await takeMany(key, 2)).toEqual([true, false]);
    });

    it('keeps separate buckets per key', async () => {
      store = make(clock);
      const a = randomUUID();
      const b = randomUUID();
      await takeMany(a, 10);
      expect((await store.take(a, RULE)).allowed).toBe(false);
      expect((await store.take(b, RULE)).allowed).toBe(true);
    });

    it('never lets concurrent takes spend more than the burst', async () => {
      store = make(clock);
      const key = randomUUID();
      const results = await Promise.all(Array.from({ length: 30 }, () => store.take(key, RULE)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
    });
  });
}
