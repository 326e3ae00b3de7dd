import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * Redis goes away (a restart, a network cut): the API keeps answering, its limits counted in
 * process meanwhile, and Redis counts again once it is back.
 */
describe.runIf(REDIS_URL)('a Redis outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    const url = new URL(REDIS_URL!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    url.host = `127.0.0.1:${proxy.port}`;
    t = await createTestApp({ REDIS_URL: url.toString(), RATE_LIMIT_PER_MINUTE: '6' });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('keeps answering and limiting while Redis is cut, and heals by itself', async () => {
    const from = (n: number) => ({ remoteAddress: `10.77.0.${n}` });
    expect((await call(t.app, { method: 'GET', url: '/api/v1/events', ...from(1) })).status).toBe(200);

    proxy.cut();
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await call(t.app, { method: 'GET', url: '/api/v1/events', ...from(2) })).status);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    const chat = await t.app.ctx.providers.rateLimits.take('outage-check', { capacity: 2, refillMs: 60_000 });
    expect(chat.allowed).toBe(true);

    proxy.restore();
    let healed = false;
    for (let i = 0; i < 50 && !healed; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      healed = (await call(t.app, { method: 'GET', url: '/api/v1/events', ...from(3) })).status === 200;
    }
    expect(healed).toBe(true);
  }, 60_000);
});
