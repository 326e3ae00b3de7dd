/**
 * What the service worker (apps/web/sw/sw.ts) keeps for use without a network, shared with the
 * page so signing out can delete it. Plain values only: the worker's build has no DOM.
 */

/** The cache of the signed-in person's tickets API answers; personal, so signing out deletes it. */
export const TICKETS_CACHE = 'mingle-tickets-api';

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
