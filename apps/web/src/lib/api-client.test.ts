import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, parseRetryAfter } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function refused(status: number, headers: Record<string, string> = {}) {
  return new Response(
    JSON.stringify({ success: false, error: { code: 'RATE_LIMITED', message: 'Wait a little.' } }),
    { status, headers },
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error('expected an ApiError');
  return err;
}

describe('the API helper', () => {
  it('carries the seconds of a 429’s Retry-After on the error', async () => {
    fetchMock.mockResolvedValueOnce(refused(429, { 'retry-after': '27' }));
    const err = await failure(api('createOtp', { method: 'POST', body: {} }));
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Wait a little.' });
    expect(err.retryAfterSeconds).toBe(27);
  });

  it('leaves it empty when the server does not say', async () => {
    fetchMock.mockResolvedValueOnce(refused(429));
    expect((await failure(api('createOtp'))).retryAfterSeconds).toBeNull();
  });

  it('sends the bearer token and JSON, and hands the body back', async () => {
    localStorage.setItem('user_token', 'tok');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: true, data: 1 }), { status: 200 }),
    );
    expect(await api('events', { method: 'POST', body: { a: 1 }, query: { page: 2 } })).toEqual({
      success: true,
      data: 1,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/events?page=2');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date, and ignores anything else', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
