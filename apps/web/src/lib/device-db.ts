import { DEVICE_DB_KEYS, DOOR_QUEUE_PREFIX, HELD_DOOR_QUEUE_PREFIX } from './storage.ts';

/**
 * The door's unsent check-ins outlive a logout. Each one is a guest already let in; dropping it
 * would leave their ticket valid for a second entry and the count short. Sending it under
 * whoever signs in next would redeem in someone else's name, so at logout the queue moves to a
 * held key of the person who made it, and only that person's next session takes it back.
 */

const hasDb = () => typeof indexedDB !== 'undefined';
const loadDb = () => import('idb-keyval');

/** How many check-ins wait to be sent from this device in the current session. */
export async function unsentCheckIns(): Promise<number> {
  if (!hasDb()) return 0;
  const db = await loadDb();
  let count = 0;
  for (const [key, value] of await db.entries()) {
    if (String(key).startsWith(DOOR_QUEUE_PREFIX) && Array.isArray(value)) count += value.length;
  }
  return count;
}

/**
 * Logging out: every unsent queue is held for `userId` (appended to what they already held), then
 * everything else of the session goes (saved guest lists, empty queues). Queues held for other
 * people stay. Without a known person there is nobody to hold a queue for, so it goes too.
 */
export async function forgetDeviceDb(userId: string | null): Promise<void> {
  if (!hasDb()) return;
  const db = await loadDb();
  for (const [key, value] of await db.entries()) {
    const name = String(key);
    if (!userId || !name.startsWith(DOOR_QUEUE_PREFIX) || !Array.isArray(value) || value.length === 0)
      continue;
    const eventId = name.slice(DOOR_QUEUE_PREFIX.length);
    await db.update<unknown[]>(DEVICE_DB_KEYS.heldDoorQueue(userId, eventId), (held = []) => [
      ...held,
      ...value,
    ]);
  }
  const session = (await db.keys()).filter((key) => !String(key).startsWith(HELD_DOOR_QUEUE_PREFIX));
  await db.delMany(session);
}
