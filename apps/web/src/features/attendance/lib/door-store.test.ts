import { STORAGE_KEYS } from '@mingle/shared/constants';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsentCheckIns } from '../../../lib/device-db.ts';
import { logout } from '../../../lib/logout.ts';
import { DEVICE_DB_KEYS } from '../../../lib/storage.ts';
import { enqueue, type QueuedCheckIn, readQueue, saveDoorList } from './door-store.ts';

// idb-keyval over a Map: the same calls, one store, no IndexedDB in happy-dom.
const store = vi.hoisted(() => new Map<IDBValidKey, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: IDBValidKey) => store.get(key),
  set: async (key: IDBValidKey, value: unknown) => void store.set(key, value),
  del: async (key: IDBValidKey) => void store.delete(key),
  delMany: async (keys: IDBValidKey[]) => {
    for (const key of keys) store.delete(key);
  },
  keys: async () => [...store.keys()],
  entries: async () => [...store.entries()],
  update: async (key: IDBValidKey, fn: (old: unknown) => unknown) => void store.set(key, fn(store.get(key))),
}));

const checkIn = (ticketId: string): QueuedCheckIn => ({
  ticketId,
  name: 'Ada',
  ticketTypeName: 'General',
  at: '2026-11-24T20:00:00.000Z',
});

function signIn(userId: string) {
  localStorage.setItem(STORAGE_KEYS.userToken, `token-${userId}`);
  localStorage.setItem(STORAGE_KEYS.userId, userId);
}

beforeAll(() => {
  vi.stubGlobal('indexedDB', {});
  vi.stubGlobal('fetch', async () => new Response('{"success":true,"data":{}}'));
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  store.clear();
  localStorage.clear();
});

describe("the door's unsent check-ins across a logout", () => {
  it('are counted for the warning, kept for the same person and sent only in their next session', async () => {
    signIn('sam');
    await enqueue('ev1', checkIn('t1'));
    await enqueue('ev1', checkIn('t2'));
    await enqueue('ev2', checkIn('t3'));
    await saveDoorList({ list: { eventId: 'ev1', generatedAt: '', items: [] }, savedAt: '' });
    expect(await unsentCheckIns()).toBe(3);

    await logout();
    expect(await unsentCheckIns()).toBe(0);
    // The saved guest list is gone; the queues are held for Sam.
    expect([...store.keys()].sort()).toEqual([
      DEVICE_DB_KEYS.heldDoorQueue('sam', 'ev1'),
      DEVICE_DB_KEYS.heldDoorQueue('sam', 'ev2'),
    ]);

    // Someone else on this device never sees, let alone sends, Sam's check-ins.
    signIn('kim');
    expect(await readQueue('ev1')).toEqual([]);
    await enqueue('ev1', checkIn('t9'));
    await logout();

    signIn('sam');
    expect((await readQueue('ev1')).map((q) => q.ticketId)).toEqual(['t1', 't2']);
    expect(store.has(DEVICE_DB_KEYS.heldDoorQueue('sam', 'ev1'))).toBe(false);
    expect(store.has(DEVICE_DB_KEYS.heldDoorQueue('kim', 'ev1'))).toBe(true);
    expect(await unsentCheckIns()).toBe(2);
  });

  it('takes a held check-in back once, even when it was queued again meanwhile', async () => {
    signIn('sam');
    await enqueue('ev1', checkIn('t1'));
    await logout();
    signIn('sam');
    await enqueue('ev1', checkIn('t1'));
    await enqueue('ev1', checkIn('t2'));
    expect((await readQueue('ev1')).map((q) => q.ticketId)).toEqual(['t1', 't2']);
  });

  it('has nobody to hold a queue for when no one is signed in', async () => {
    await enqueue('ev1', checkIn('t1'));
    await logout();
    expect(store.size).toBe(0);
  });
});
