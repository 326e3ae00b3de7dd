/**
 * What the service worker (apps/web/sw/sw.ts) keeps for use without a network, shared with the
 * page so signing out can delete it. Plain values only: the worker's build has no DOM.
 */

/** The cache of the signed-in person's tickets API answers; personal, so signing out deletes it. */
export const TICKETS_CACHE = 'mingle-tickets-api';

/**
 * Workbox names its precache `workbox-precache-v2-<scope>`: the release's own files, the same for
 * everyone, which the next person's offline tickets need. Every other cache is deleted on sign-out.
 */
export const PRECACHE_PREFIX = 'workbox-precache';

/**
 * Where workbox-expiration (v7) keeps the time each saved answer was stored, by URL: the URLs
 * of the previous person's tickets. Signing out empties this store (the worker holds the
 * database open, so deleting the whole database would wait for the worker to stop).
 */
export const EXPIRATION_DB = { name: 'workbox-expiration', store: 'cache-entries' } as const;

/**
 * The tickets API reads kept for offline use: the list (me/tickets), one ticket (tickets/:id) and
 * its order (orders/:id, shown beside a ticket to its buyer). Not the shared-ticket page, whose
 * link belongs to someone else.
 */
const TICKETS_API = /^\/api\/v\d+\/(me\/tickets|tickets\/[^/]+|orders\/[^/]+)$/;

export function isTicketsApiPath(pathname: string): boolean {
  return TICKETS_API.test(pathname);
}

/**
 * Paths whose answer only the server can give (the API, uploads, the dev outbox it shows to
 * loopback clients alone): navigations there never get the worker's offline page.
 */
export const SERVER_PATHS = [/^\/api\//, /^\/uploads\//, /^\/dev\//];
