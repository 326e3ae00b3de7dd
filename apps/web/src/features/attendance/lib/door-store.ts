import type { DoorList } from '@mingle/shared/schemas/tickets';
import { del, get, set, update } from 'idb-keyval';
import { DEVICE_DB_KEYS, getUserId } from '../../../lib/storage.ts';

/**
 * What the door device keeps for checking in without a network, in IndexedDB: the event's guest
 * list (a few hundred bytes a guest, too much and too structured for localStorage's 5 MB of
 * strings) and the check-ins made offline, waiting to be sent.
 */

export interface SavedDoorList {
  list: DoorList;
  /** When the device last fetched it. */
  savedAt: string;
}

export interface QueuedCheckIn {
  ticketId: string;
  name: string;
  ticketTypeName: string;
  /** When the guest was let in on this device. */
  at: string;
  /**
   * The short code typed, when only its 20-bit digest prefix matched this ticket: sync sends the
   * code instead of the ticket id, so the server checks it for real.
   */
  code?: string;
}

export function readDoorList(eventId: string): Promise<SavedDoorList | undefined> {
  return get<SavedDoorList>(DEVICE_DB_KEYS.doorList(eventId));
}

export function saveDoorList(saved: SavedDoorList): Promise<void> {
  return set(DEVICE_DB_KEYS.doorList(saved.list.eventId), saved);
}

/**
 * The event's unsent check-ins, first taking back what this person's earlier session held at
 * logout (lib/device-db.ts): only the one who made them sends them.
 */
export async function readQueue(
  eventId: string,
  userId: string | null = getUserId(),
): Promise<QueuedCheckIn[]> {
  if (userId) {
    const heldKey = DEVICE_DB_KEYS.heldDoorQueue(userId, eventId);
    const held = await get<QueuedCheckIn[]>(heldKey);
    if (held) {
      await update<QueuedCheckIn[]>(DEVICE_DB_KEYS.doorQueue(eventId), (queue = []) =>
        appendNew(queue, held),
      );
      await del(heldKey);
    }
  }
  return (await get<QueuedCheckIn[]>(DEVICE_DB_KEYS.doorQueue(eventId))) ?? [];
}

/** The queue with each of `items` whose ticket is not queued yet, in order. */
function appendNew(queue: QueuedCheckIn[], items: readonly QueuedCheckIn[]): QueuedCheckIn[] {
  const next = [...queue];
  for (const item of items) if (!next.some((q) => q.ticketId === item.ticketId)) next.push(item);
  return next;
}

/** Adds a check-in unless that ticket is already queued; one IndexedDB transaction. */
export async function enqueue(eventId: string, item: QueuedCheckIn): Promise<QueuedCheckIn[]> {
  let next: QueuedCheckIn[] = [];
  await update<QueuedCheckIn[]>(DEVICE_DB_KEYS.doorQueue(eventId), (queue = []) => {
    next = appendNew(queue, [item]);
    return next;
  });
  return next;
}

export async function dequeue(eventId: string, ticketId: string): Promise<QueuedCheckIn[]> {
  let next: QueuedCheckIn[] = [];
  await update<QueuedCheckIn[]>(DEVICE_DB_KEYS.doorQueue(eventId), (queue = []) => {
    next = queue.filter((q) => q.ticketId !== ticketId);
    return next;
  });
  return next;
}
