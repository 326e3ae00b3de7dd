import { STORAGE_KEYS } from '@mingle/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSignedOutInOtherTab } from './session-sync.ts';

/** What another tab's change to localStorage looks like from this one. */
const fromOtherTab = (key: string | null, newValue: string | null) =>
  new StorageEvent('storage', { key, newValue, storageArea: localStorage });

afterEach(() => localStorage.clear());

describe('onSignedOutInOtherTab', () => {
  it('fires when another tab clears storage or removes the token, not for other keys or a sign-in', () => {
    const signedOut = vi.fn();
    localStorage.setItem(STORAGE_KEYS.userToken, 't');
    const stop = onSignedOutInOtherTab(signedOut);

    window.dispatchEvent(fromOtherTab(STORAGE_KEYS.rememberPreference, 'email'));
    window.dispatchEvent(fromOtherTab(STORAGE_KEYS.userToken, 'another-token'));
    expect(signedOut).not.toHaveBeenCalled();

    localStorage.clear();
    window.dispatchEvent(fromOtherTab(null, null));
    window.dispatchEvent(fromOtherTab(STORAGE_KEYS.userToken, null));
    expect(signedOut).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(fromOtherTab(null, null));
    expect(signedOut).toHaveBeenCalledTimes(2);
  });
});
