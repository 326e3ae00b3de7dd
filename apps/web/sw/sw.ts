import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isTicketsApiPath, SERVER_PATHS, TICKETS_CACHE } from '../src/lib/offline-cache.ts';

/**
 * Mingle's service worker: the app shell for use without a network, and the signed-in person's
 * tickets. Why it updates the way it does (and keeps the chunk-reload rule working):
 * docs/adr/0008-offline-tickets-service-worker.md.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new release takes over at once; the page it controls keeps working, because pages come from
// the network first and a chunk this worker does not hold is fetched from the network too.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/** How long a page or tickets request waits for the network before the saved copy is used. */
const NETWORK_TIMEOUT_MS = 4000;

/**
 * Pages: always the server's index.html while it answers, so a release's new chunk names arrive
 * with it; without a network, the index.html precached with this very release's chunks. Registered
 * before the precache route, which would otherwise answer `/` from the cache.
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetchWithin(request, NETWORK_TIMEOUT_MS);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: SERVER_PATHS },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);

/**
 * The saved copy of a tickets answer is stored under its URL plus a hash of the bearer token that
 * asked for it: only the same session can read it back, never whoever signs in next on the device.
 */
async function sessionKey(request: Request): Promise<string> {
  const token = request.headers.get('authorization') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('sw-session', hex);
  return url.href;
}

const perSession: WorkboxPlugin = { cacheKeyWillBeUsed: ({ request }) => sessionKey(request) };

/**
 * The server's word beats the saved copy: a ticket that is no longer theirs (403/404) is forgotten,
 * and an ended session (401) forgets everything saved.
 */
const forgetRefused: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 401) await caches.delete(TICKETS_CACHE);
    else if (response.status === 403 || response.status === 404) {
      await (await caches.open(TICKETS_CACHE)).delete(await sessionKey(request));
    }
    return response;
  },
};

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    request.headers.has('authorization') &&
    isTicketsApiPath(url.pathname),
  new NetworkFirst({
    cacheName: TICKETS_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_MS / 1000,
    plugins: [
      perSession,
      forgetRefused,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 60 * 24 * 3600 }),
    ],
  }),
);

async function fetchWithin(request: Request, ms: number): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('network timeout')), ms);
  });
  try {
    return await Promise.race([fetch(request), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
