import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers.ts';

describe('the server shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports database reachability at /api/health', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
  });

  it('answers unknown API paths with the JSON 404 shape', async () => {
    for (const url of ['/api/v1/nope', '/api/v2/nope', '/api/nope']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });
});
