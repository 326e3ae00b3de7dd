import { STORAGE_KEYS } from '@mingle/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout.ts';
import { TICKETS_CACHE } from './offline-cache.ts';
import { queryClient } from './query-client.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('clears all local storage, empties the query cache and ends the server session', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":true,"data":{}}', { status: 200 }));
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, 'x');
    localStorage.setItem(STORAGE_KEYS.userToken, 'secret-token');
    localStorage.setItem('some-other-key', 'y');
    queryClient.setQueryData(['own-profile', 'u1'], { name: 'Ada' });

    await logout();

    expect(localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['own-profile', 'u1'])).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/logout');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret-token');
  });

  it('never rejects when the server fails or cannot be reached', async () => {
    localStorage.setItem(STORAGE_KEYS.userToken, 't');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    await expect(logout()).resolves.toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.userToken, 't');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(logout()).resolves.toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('does not call the server when nobody is signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.rememberPreference, 'email');
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('deletes every cache but the precache, even when the server cannot be reached', async () => {
    const saved = new Set([TICKETS_CACHE, 'workbox-precache-v2-http://a/', 'mingle-later-cache']);
    vi.stubGlobal('caches', {
      keys: async () => [...saved],
      delete: async (name: string) => saved.delete(name),
    });
    localStorage.setItem(STORAGE_KEYS.userToken, 't');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await logout();

    expect([...saved]).toEqual(['workbox-precache-v2-http://a/']);
  });

  it('still signs out when the browser refuses the cache storage', async () => {
    vi.stubGlobal('caches', { keys: () => Promise.reject(new DOMException('denied', 'SecurityError')) });
    localStorage.setItem(STORAGE_KEYS.userToken, 't');
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await expect(logout()).resolves.toBeUndefined();
    expect(localStorage.length).toBe(0);
  });
});
