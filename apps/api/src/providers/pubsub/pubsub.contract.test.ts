import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { InProcessPubSub } from './in-process-pubsub.ts';
import type { PubSub } from './pubsub.ts';
import { RedisPubSub } from './redis-pubsub.ts';

/**
 * The contract every pub/sub provider passes. Redis runs against TEST_REDIS_URL (CI starts
 * one; default the local server). "Two servers" are two provider instances on one backend.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Backend {
  name: string;
  /** Two instances that share one backend, as two servers would. */
  pair(): [PubSub, PubSub];
}

const backends: Backend[] = [
  {
    name: 'in-process',
    pair: () => {
      const one = new InProcessPubSub();
      return [one, one];
    },
  },
  { name: 'redis', pair: () => [new RedisPubSub(REDIS_URL), new RedisPubSub(REDIS_URL)] },
];

function collector() {
  const got: string[] = [];
  const waiters: Array<() => void> = [];
  return {
    got,
    handler: (m: string) => {
      got.push(m);
      for (const w of waiters.splice(0)) w();
    },
    async waitFor(n: number, ms = 2000): Promise<void> {
      const deadline = Date.now() + ms;
      while (got.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} messages, got ${got.length}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 20);
        });
      }
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 100));

for (const backend of backends) {
  describe(`pub/sub contract: ${backend.name}`, () => {
    let open: PubSub[] = [];
    const pair = () => {
      const p = backend.pair();
      open.push(...p);
      return p;
    };
    afterEach(async () => {
      await Promise.all([...new Set(open)].map((p) => p.close()));
      open = [];
    });

    it('delivers a message published on one server to subscribers on both', async () => {
      const [a, b] = pair();
      const channel = `room:${randomUUID()}`;
      const onA = collector();
      const onB = collector();
      await a.subscribe(channel, onA.handler);
      await b.subscribe(channel, onB.handler);
      await a.publish(channel, 'hello');
      await onA.waitFor(1);
      await onB.waitFor(1);
      expect(onA.got).toEqual(['hello']);
      expect(onB.got).toEqual(['hello']);
    });

    it('keeps the publish order of one publisher', async () => {
      const [a, b] = pair();
      const channel = `room:${randomUUID()}`;
      const onB = collector();
      await b.subscribe(channel, onB.handler);
      const sent = Array.from({ length: 50 }, (_, i) => `m${i}`);
      await Promise.all(sent.map((m) => a.publish(channel, m)));
      await onB.waitFor(50);
      expect(onB.got).toEqual(sent);
    });

    it('never delivers another channel, nor after unsubscribe', async () => {
      const [a, b] = pair();
      const mine = `user:${randomUUID()}`;
      const other = `user:${randomUUID()}`;
      const onB = collector();
      const unsubscribe = await b.subscribe(mine, onB.handler);
      await a.publish(other, 'not for you');
      await a.publish(mine, 'for you');
      await onB.waitFor(1);
      await unsubscribe();
      await a.publish(mine, 'too late');
      await settle();
      expect(onB.got).toEqual(['for you']);
    });

    it('keeps the channel for the other handlers when one unsubscribes', async () => {
      const [a, b] = pair();
      const channel = `room:${randomUUID()}`;
      const first = collector();
      const second = collector();
      const unsubscribeFirst = await b.subscribe(channel, first.handler);
      await b.subscribe(channel, second.handler);
      await unsubscribeFirst();
      await unsubscribeFirst();
      await a.publish(channel, 'still here');
      await second.waitFor(1);
      await settle();
      expect(first.got).toEqual([]);
      expect(second.got).toEqual(['still here']);
    });

    it('survives a quick unsubscribe and subscribe again', async () => {
      const [a, b] = pair();
      const channel = `room:${randomUUID()}`;
      const onB = collector();
      const unsubscribe = await b.subscribe(channel, () => undefined);
      const [, again] = await Promise.all([unsubscribe(), b.subscribe(channel, onB.handler)]);
      await a.publish(channel, 'after rejoin');
      await onB.waitFor(1);
      await again();
      expect(onB.got).toEqual(['after rejoin']);
    });

    it('isolates a throwing handler from the others', async () => {
      const [a, b] = pair();
      const channel = `room:${randomUUID()}`;
      const onB = collector();
      await b.subscribe(channel, () => {
        throw new Error('boom');
      });
      await b.subscribe(channel, onB.handler);
      await a.publish(channel, 'x');
      await onB.waitFor(1);
      expect(onB.got).toEqual(['x']);
    });
  });
}
