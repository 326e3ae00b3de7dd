import { forgetDeviceDb } from './device-db.ts';
import { TICKETS_CACHE } from './offline-cache.ts';
import { getToken, getUserId, storage } from './storage.ts';

/**
 * Logs out: ends the session on the server, clears all local browser storage and deletes the
 * tickets the service worker saved for offline use and the door's saved guest lists (the door's
 * unsent check-ins are held for this person's next sign-in, see device-db.ts).
 * Storage is cleared at once, so the person is signed out locally even when the server
 * cannot be reached; the returned promise settles when the server call has finished or
 * failed, and never rejects. The API helper and the query cache are loaded on demand so the
 * guard that calls this stays light in the first-load chunk.
 */
export async function logout(): Promise<void> {
  const token = getToken();
  const userId = getUserId();
  storage.clearAll();
  const offlineCopiesGone = Promise.all([
    forgetOfflineTickets(),
    forgetDeviceDb(userId).catch(() => undefined),
  ]);
  const [{ api }, { queryClient }] = await Promise.all([
    import('./api-client.ts'),
    import('./query-client.ts'),
  ]);
  // Nothing of the previous person's data may linger for whoever signs in next in this tab.
  queryClient.clear();
  await offlineCopiesGone;
  if (!token) return;
  // Storage is already cleared, so the token is passed explicitly.
  await api('logout', { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
}

/** Deletes the saved tickets (a browser without the Cache API, or refusing it, has none). */
async function forgetOfflineTickets(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(TICKETS_CACHE).catch(() => undefined);
}
