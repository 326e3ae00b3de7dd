import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useAppWithClient } from './client-build.ts';
import { call } from './helpers.ts';

/** A stand-in for apps/web/dist: the page and one built script. */
const BUILD = {
  'index.html': '<!doctype html><html><head></head><body>app</body></html>',
  'assets/index-abc.js': 'console.info(1)',
};

describe('serving the built client', () => {
  const t = useAppWithClient(BUILD);

  it('serves the dev outbox page to loopback clients only', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox?to=a%40example.com', '/DEV/Outbox/']) {
      const local = await t.app.inject({ method: 'GET', url });
      expect(local.statusCode).toBe(200);
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.5' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('app');
      const forwarded = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-for': '198.51.100.4' },
      });
      expect(forwarded.statusCode).toBe(404);
    }
  });

  it('answers every client route with the page, even after the file is gone', async () => {
    for (const url of ['/', '/discover', '/create-event/tickets&promo', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('app');
    }
    await fs.rm(path.join(t.dist, 'index.html'));
    const res = await t.app.inject({ method: 'GET', url: '/events' });
    expect(res.statusCode).toBe(200);
  });

  it('serves built assets with a long cache, and a missing asset as a 404, never as the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await call(t.app, { method: 'GET', url: '/assets/index-old.js' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v1/discover-nothing' });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });
});

describe('rate limits', () => {
  const t = useAppWithClient(BUILD, { RATE_LIMIT_PER_MINUTE: '5' });

  it('limits the API per client address, never the pages and assets a browser loads', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/discover' })).statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await call(t.app, { method: 'GET', url: '/api/v1/events' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await call(t.app, { method: 'GET', url: '/api/v1/events' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
  });
});
