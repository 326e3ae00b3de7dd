import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './helpers.ts';

describe('GET /metrics', () => {
  const t = useTestApp({ METRICS_TOKEN: 'scrape-secret-4f1c' });

  it('serves Prometheus text to this machine: routes by pattern, process, jobs and sockets', async () => {
    const id = '0b6f3a52-1f0e-4c1e-9d7a-3c2b1a0f9e8d';
    expect((await call(t.app, { method: 'GET', url: `/api/v1/events/${id}` })).status).toBe(404);
    await call(t.app, { method: 'GET', url: '/api/v1/events' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/events\/:id",status_code="404"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/events",status_code="200"\} 1/,
    );
    expect(text).not.toContain(id);
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'mingle_jobs_due',
      'mingle_jobs_oldest_due_seconds',
      'mingle_realtime_sockets',
    ]) {
      expect(text).toContain(`\n${name}`);
    }
  });

  it('is not served to another address, unless it sends the token', async () => {
    const remote = { remoteAddress: '203.0.113.9' };
    expect((await t.app.inject({ method: 'GET', url: '/metrics', ...remote })).statusCode).toBe(404);
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      ...remote,
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      ...remote,
      headers: { authorization: 'Bearer scrape-secret-4f1c' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds');
  });
});
