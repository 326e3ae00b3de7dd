import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers.ts';

/** A stand-in for apps/web/dist: the page, one built script, and optionally the installable app's files. */
async function fakeClientBuild(withAppFiles: boolean): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.mkdir(path.join(dist, 'icons'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body>app</body></html>');
  await fs.writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.info(1)');
  await fs.writeFile(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  if (withAppFiles) {
    await fs.writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await fs.writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Mingle"}');
  }
  return dist;
}

describe('the installable app’s files', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeClientBuild(true);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

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
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeClientBuild(false);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

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
