import { STORAGE_KEYS } from '@mingle/shared/constants';
import { getToken } from './storage.ts';

/**
 * Said where this tab learns its session ended elsewhere: under a chat message the server
 * refused for it, and on /auth after the move there.
 */
export const SIGNED_OUT_TEXT = "You've been signed out";

/** The router state that makes /auth say SIGNED_OUT_TEXT. */
export const SIGNED_OUT_STATE = { signedOut: true } as const;

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
