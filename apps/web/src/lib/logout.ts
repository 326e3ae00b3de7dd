import { authPaths } from '@mingle/shared/endpoints/auth.paths';
import { forgetDeviceDb } from './device-db.ts';
import { EXPIRATION_DB, PRECACHE_PREFIX } from './offline-cache.ts';
import { getToken, getUserId, storage } from './storage.ts';

/**
 * Logs out: ends the session on the server and clears every store this client keeps: local
 * storage (which also signs out the other open tabs, see session-sync.ts), the query cache, the
 * service worker's caches of API answers and its record of their URLs, and the door's saved
 * guest lists (the door's unsent check-ins are held for this person's next sign-in, see
 * device-db.ts). Only the worker's precache stays: the release's own files, the same for everyone.
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
    forgetCaches().catch(() => undefined),
    forgetExpirationRecords().catch(() => undefined),
    forgetDeviceDb(userId).catch(() => undefined),
  ]);
  const [{ call }, { queryClient }] = await Promise.all([
    import('./api-call.ts'),
    import('./query-client.ts'),
  ]);
  // Nothing of the previous person's data may linger for whoever signs in next in this tab.
  queryClient.clear();
  await offlineCopiesGone;
  if (!token) return;
  // Storage is already cleared, so the token is passed explicitly.
  await call(authPaths.logout, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
}

/** Deletes every cache but the precache (a browser without the Cache API, or refusing it, has none). */
async function forgetCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/**
 * Empties workbox-expiration's store of saved URLs. Opened without a version, so an existing
 * database is used as it is; one that does not exist yet is not created (its upgrade is
 * aborted), which would leave Workbox a database without its store.
 */
function forgetExpirationRecords(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.open(EXPIRATION_DB.name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve();
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(EXPIRATION_DB.store)) {
        db.close();
        resolve();
        return;
      }
      const tx = db.transaction(EXPIRATION_DB.store, 'readwrite');
      tx.objectStore(EXPIRATION_DB.store).clear();
      tx.oncomplete =
        tx.onerror =
        tx.onabort =
          () => {
            db.close();
            resolve();
          };
    };
  });
}
