import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail } from './auth-helpers.ts';
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

describe('JSON bodies', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await signUpByEmail(t.app, 'json.bodies@example.com', { completeProfile: true }));
  });
  afterAll(() => t.close());

  const send = (payload: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/v1/notifications/read',
      token,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('treats an empty JSON body as no body', async () => {
    const res = await send('');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    for (const payload of ['{', '{"ids": [}', 'nul']) {
      const res = await send(payload);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
      });
    }
  });

  it('refuses prototype-poisoning keys', async () => {
    const res = await send('{"__proto__": {"isAdmin": true}}');
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('the health check under rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 200 from an address that has used up its API limit', async () => {
    const from = { remoteAddress: '10.9.8.7' };
    let last = 0;
    for (let i = 0; i < 5; i += 1) {
      last = (await call(t.app, { method: 'GET', url: '/api/v1/events', ...from })).status;
    }
    expect(last).toBe(429);
    for (const url of ['/api/health', '/api/health?probe=lb']) {
      const res = await call(t.app, { method: 'GET', url, ...from });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('ok');
    }
    const limited = await call(t.app, { method: 'GET', url: '/api/v1/events', ...from });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});
