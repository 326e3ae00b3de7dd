import { STORAGE_KEYS, type StorageKey } from '@mingle/shared/constants';

/** Keys of Mingle's own beside the contract's: the organization Host Center shows. */
export const APP_STORAGE_KEYS = { hostOrganization: 'mingle_host_organization' } as const;
type AppStorageKey = (typeof APP_STORAGE_KEYS)[keyof typeof APP_STORAGE_KEYS];

/**
 * The only module that touches browser storage. Keys are exactly STORAGE_KEYS (plus
 * APP_STORAGE_KEYS); values are plain strings (the token as issued, the user id, the API's
 * profileStatus value, an organization id).
 */
export const storage = {
  get(key: StorageKey | AppStorageKey): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey | AppStorageKey, value: string): void {
    localStorage.setItem(key, value);
  },
  remove(key: StorageKey | AppStorageKey): void {
    localStorage.removeItem(key);
  },
  /** Logging out clears all local browser storage. */
  clearAll(): void {
    localStorage.clear();
  },
};

export const getToken = (): string | null => storage.get(STORAGE_KEYS.userToken);
export const getUserId = (): string | null => storage.get(STORAGE_KEYS.userId);
export const getProfileStatus = (): string | null => storage.get(STORAGE_KEYS.profileStatus);

/** Stores what a successful sign-in returns. */
export function saveSession(session: { token: string; userId: string; profileStatus: string }): void {
  storage.set(STORAGE_KEYS.userToken, session.token);
  storage.set(STORAGE_KEYS.userId, session.userId);
  storage.set(STORAGE_KEYS.profileStatus, session.profileStatus);
}
