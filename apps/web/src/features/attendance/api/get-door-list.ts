import { ticketsPaths } from '@mingle/shared/endpoints/tickets.paths';
import type { DoorList } from '@mingle/shared/schemas/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { readDoorList, type SavedDoorList, saveDoorList } from '../lib/door-store.ts';
import { attendanceKeys } from './keys.ts';

/**
 * Live counts at the door: the whole list is asked for again every 5 s while there is a network,
 * every 30 s for a big event (its list is some 250 bytes a guest).
 */
const DOOR_LIST_REFRESH_MS = 5000;
const BIG_LIST_REFRESH_MS = 30_000;
const BIG_LIST = 500;

export interface DoorListState extends SavedDoorList {
  /** The server could not be reached: this is the copy saved on the device. */
  fromDevice: boolean;
}

/** GET events/:id/door-list: every ticket with digests of its codes (owner, co-hosts, door staff). */
export async function getDoorList(eventId: string, signal?: AbortSignal): Promise<DoorList> {
  const res = await call(ticketsPaths.doorList, { params: { id: eventId }, signal });
  return res.data;
}

/** The list from the server, saved on the device each time; without a network, the saved copy. */
export async function loadDoorList(eventId: string, signal?: AbortSignal): Promise<DoorListState> {
  try {
    const list = await getDoorList(eventId, signal);
    const saved = { list, savedAt: new Date().toISOString() };
    await saveDoorList(saved).catch(() => undefined);
    return { ...saved, fromDevice: false };
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 0)) throw err;
    const saved = await readDoorList(eventId).catch(() => undefined);
    if (!saved) throw err;
    return { ...saved, fromDevice: true };
  }
}

export function useDoorList(eventId: string, online: boolean) {
  return useQuery(
    queryOptions({
      queryKey: attendanceKeys.doorList(eventId),
      queryFn: ({ signal }) => loadDoorList(eventId, signal),
      // Run without a network too: that is when the saved copy is read.
      networkMode: 'always',
      refetchInterval: (query) =>
        !online
          ? false
          : (query.state.data?.list.items.length ?? 0) > BIG_LIST
            ? BIG_LIST_REFRESH_MS
            : DOOR_LIST_REFRESH_MS,
      staleTime: 0,
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    }),
  );
}
