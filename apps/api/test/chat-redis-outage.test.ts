import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisPubSub } from '../src/providers/pubsub/redis-pubsub.ts';
import { isMessage, PG_URL, REDIS_URL, roomSockets } from './room-sockets.ts';
import { api, hostEvent, person, rsvp } from './social-test-kit.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { startTwoServers, type TwoServers, wsUrl } from './two-servers.ts';

/**
 * Chat through a Redis outage (docs/operations.md): with Redis cut, a server's own sockets keep
 * chatting and a send never fails or hangs; when Redis is back, fan-out between servers resumes
 * without a restart, each message once.
 */
async function proxiedRedis(): Promise<{ proxy: TcpProxy; url: string }> {
  const url = new URL(REDIS_URL!);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
  url.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: url.toString() };
}

async function eventually(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not healed within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(REDIS_URL)('Redis pub/sub through an outage', () => {
  let redis: { proxy: TcpProxy; url: string };
  beforeAll(async () => {
    redis = await proxiedRedis();
  });
  afterAll(() => redis.proxy.close());

  it('delivers locally while Redis is cut, resubscribes by itself, and never delivers twice', async () => {
    const a = new RedisPubSub(redis.url);
    const b = new RedisPubSub(redis.url);
    try {
      const channel = `room:${randomUUID()}`;
      const joinedLater = `room:${randomUUID()}`;
      const onA: string[] = [];
      const onB: string[] = [];
      const onBLater: string[] = [];
      await a.subscribe(channel, (m) => onA.push(m));
      await b.subscribe(channel, (m) => onB.push(m));
      await a.publish(channel, 'before');
      await eventually(() => onB.length === 1);

      redis.proxy.cut();
      const started = Date.now();
      await a.publish(channel, 'during');
      await b.subscribe(joinedLater, (m) => onBLater.push(m));
      expect(Date.now() - started).toBeLessThan(2500);
      await eventually(() => onA.includes('during'), 2000);

      redis.proxy.restore();
      let n = 0;
      await eventually(async () => {
        n += 1;
        await a.publish(channel, `after-${n}`);
        await a.publish(joinedLater, `later-${n}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return onB.some((m) => m.startsWith('after-')) && onBLater.length > 0;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sent = Array.from({ length: n }, (_, i) => `after-${i + 1}`);
      expect(onA).toEqual(['before', 'during', ...sent]);
      expect(onB[0]).toBe('before');
      expect(new Set(onB).size).toBe(onB.length);
      expect(onB.at(-1)).toBe(`after-${n}`);
    } finally {
      await a.close();
      await b.close();
    }
  }, 30_000);
});

describe.runIf(PG_URL && REDIS_URL)('chat between two servers through a Redis outage', () => {
  let redis: { proxy: TcpProxy; url: string };
  let servers: TwoServers;
  beforeAll(async () => {
    redis = await proxiedRedis();
    servers = await startTwoServers(redis.url);
  });
  afterAll(async () => {
    await servers.close();
    await redis.proxy.close();
  });

  it('keeps chat working on one server while Redis is cut, and fans out again when it returns', async () => {
    const { t, second } = servers;
    const host = await person(t, { name: 'Hosty' });
    const ann = await person(t, { name: 'Ann' });
    const ben = await person(t, { name: 'Ben' });
    const eventId = await hostEvent(t, host);
    await rsvp(t, eventId, ann);
    await rsvp(t, eventId, ben);
    const roomId = (await api(t, ann, 'GET', `events/${eventId}/chat`)).body.data.roomId as string;
    const sockets = roomSockets(t, roomId);
    try {
      const annOnFirst = await sockets.join(ann, wsUrl(t.app));
      const hostOnFirst = await sockets.join(host, wsUrl(t.app));
      const benOnSecond = await sockets.join(ben, wsUrl(second));

      redis.proxy.cut();
      annOnFirst.send({ type: 'send', roomId, body: 'while redis is away', clientId: 'outage-1' });
      await hostOnFirst.next(isMessage('while redis is away'));
      await annOnFirst.next(isMessage('while redis is away'));

      redis.proxy.restore();
      let n = 0;
      await eventually(async () => {
        n += 1;
        annOnFirst.send({ type: 'send', roomId, body: `back ${n}`, clientId: `back-${n}` });
        return !(await benOnSecond.none(isMessage(`back ${n}`), 400));
      });
      for (let i = 1; i <= n; i += 1) await hostOnFirst.next(isMessage(`back ${i}`));
      // Each message once: the host's socket has no copy left over; Ben's may hold the messages
      // sent before fan-out resumed, but never one twice nor the one he already got.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const bodies = (s: typeof hostOnFirst) =>
        s.frames.filter((f) => f.type === 'message').map((f) => (f.message as { body: string }).body);
      expect(bodies(hostOnFirst)).toEqual([]);
      expect(new Set(bodies(benOnSecond)).size).toBe(bodies(benOnSecond).length);
      expect(bodies(benOnSecond)).not.toContain(`back ${n}`);
    } finally {
      sockets.closeAll();
    }
  }, 60_000);
});
