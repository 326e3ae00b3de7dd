import { STORAGE_KEYS, type StorageKey } from '@mingle/shared/constants';

/** Keys of Mingle's own beside the contract's: the organization Host Center shows. */
export const APP_STORAGE_KEYS = { hostOrganization: 'mingle_host_organization' } as const;
type AppStorageKey = (typeof APP_STORAGE_KEYS)[keyof typeof APP_STORAGE_KEYS];

/**
 * Keys in IndexedDB (idb-keyval's store), for what is too large or too structured for
 * localStorage: the door's guest list and its queue of offline check-ins, per event. Logging out
 * clears that store, except unsent check-ins: they move to a held queue of the person who made
 * them (lib/device-db.ts), sent only once that same person signs in again.
 */
export const DEVICE_DB_KEYS = {
  doorList: (eventId: string) => `mingle_door_list:${eventId}`,
  doorQueue: (eventId: string) => `mingle_door_queue:${eventId}`,
  heldDoorQueue: (userId: string, eventId: string) => `mingle_door_held:${userId}:${eventId}`,
} as const;

export const DOOR_QUEUE_PREFIX = DEVICE_DB_KEYS.doorQueue('');
export const HELD_DOOR_QUEUE_PREFIX = 'mingle_door_held:';

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
