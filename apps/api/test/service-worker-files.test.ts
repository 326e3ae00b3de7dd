import { describe, expect, it } from 'vitest';
import { useAppWithClient } from './client-build.ts';
import { call } from './helpers.ts';

/** A stand-in for apps/web/dist: the page, one built script and an icon. */
const BUILD = {
  'index.html': '<!doctype html><html><body>app</body></html>',
  'assets/index-abc.js': 'console.info(1)',
  'icons/icon-192.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
};
/** The installable app's files. */
const APP_FILES = {
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': '{"name":"Mingle"}',
};

describe('the installable app’s files', () => {
  const t = useAppWithClient({ ...BUILD, ...APP_FILES });

  it('serves the service worker as a script that is asked for again on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
  });

  it('serves the web app manifest as one, not cached either', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the icons as PNG images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('keeps hashed assets cached for good and the page itself uncached', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/events' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('a build without the installable app’s files', () => {
  const t = useAppWithClient(BUILD);

  it('answers 404 for them, never the page, so a browser drops its old worker', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const page = await t.app.inject({ method: 'GET', url: '/events' });
    expect(page.statusCode).toBe(200);
  });
});
