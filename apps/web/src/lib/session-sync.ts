import { STORAGE_KEYS } from '@mingle/shared/constants';
import { getToken } from './storage.ts';

/**
 * Calls `onSignedOut` when another tab of this browser signs out. Logging out clears
 * localStorage there (lib/logout.ts), which every other tab hears as a `storage` event (a tab
 * never hears its own): `clear()` reports no key, a removal reports the token's key. Returns
 * the unsubscribe.
 */
export function onSignedOutInOtherTab(onSignedOut: () => void, target: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    if ((event.key === null || event.key === STORAGE_KEYS.userToken) && getToken() === null) onSignedOut();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
