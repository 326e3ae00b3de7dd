import type { DoorList } from '@mingle/shared/schemas/tickets';
import { get, set, update } from 'idb-keyval';
import { DEVICE_DB_KEYS } from '../../../lib/storage.ts';

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

export async function readQueue(eventId: string): Promise<QueuedCheckIn[]> {
  return (await get<QueuedCheckIn[]>(DEVICE_DB_KEYS.doorQueue(eventId))) ?? [];
}

/** Adds a check-in unless that ticket is already queued; one IndexedDB transaction. */
export async function enqueue(eventId: string, item: QueuedCheckIn): Promise<QueuedCheckIn[]> {
  let next: QueuedCheckIn[] = [];
  await update<QueuedCheckIn[]>(DEVICE_DB_KEYS.doorQueue(eventId), (queue = []) => {
    next = queue.some((q) => q.ticketId === item.ticketId) ? queue : [...queue, item];
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
