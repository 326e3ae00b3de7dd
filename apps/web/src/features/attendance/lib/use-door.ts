import type { DoorListEntry, RedeemedTicket } from '@mingle/shared/schemas/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { getUserId } from '../../../lib/storage.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useDoorList } from '../api/get-door-list.ts';
import { attendanceKeys } from '../api/keys.ts';
import { redeemTicket } from '../api/redeem-ticket.ts';
import { findByCode } from './door-match.ts';
import { dequeue, enqueue, type QueuedCheckIn, readQueue } from './door-store.ts';
import { type SyncConflict, syncQueue } from './door-sync.ts';
import { admittedResult, doorTime, failedResult, type ScanResult } from './scan-result.ts';

export type CheckInRef = { code: string } | { entry: DoorListEntry };

const guestName = (entry: DoorListEntry) => entry.holder?.firstName ?? 'Guest';
const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;

/**
 * The door: the guest list (from the server, or the copy saved on this device), checking in by
 * code or by name, and while offline a queue of check-ins sent when the network is back. The
 * server lets a ticket in once, so what the queue sends late can be refused: those conflicts are
 * kept for the door person to see.
 */
/** `timeZone`: the event's, in which the door's times are written (null while unknown). */
export function useDoor(eventId: string, timeZone: string | null) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const list = useDoorList(eventId, online);
  const [queue, setQueue] = useState<QueuedCheckIn[]>([]);
  const [conflicts, setConflicts] = useState<SyncConflict[]>([]);
  const [lastSynced, setLastSynced] = useState(0);
  const [syncing, setSyncing] = useState(false);
  const [busy, setBusy] = useState(false);
  const syncingRef = useRef(false);

  useEffect(() => {
    let live = true;
    readQueue(eventId)
      .then((saved) => live && setQueue(saved))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [eventId]);

  const refreshList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: attendanceKeys.doorList(eventId) }),
    [queryClient, eventId],
  );

  const sync = useCallback(async () => {
    if (syncingRef.current) return;
    syncingRef.current = true;
    setSyncing(true);
    try {
      const pending = await readQueue(eventId);
      if (pending.length === 0) return;
      const outcome = await syncQueue(
        pending,
        (body) => redeemTicket(eventId, body),
        async (ticketId) => setQueue(await dequeue(eventId, ticketId)),
        getUserId(),
        timeZone,
      );
      setLastSynced(outcome.synced);
      if (outcome.conflicts.length > 0) setConflicts((c) => [...c, ...outcome.conflicts]);
      await refreshList();
    } catch {
      // IndexedDB refused (private mode, storage full): the queue stays as it is, tried again later.
    } finally {
      syncingRef.current = false;
      setSyncing(false);
    }
  }, [eventId, refreshList]);

  const queued = queue.length;
  useEffect(() => {
    if (online && queued > 0) void sync();
  }, [online, queued, sync]);

  /** Without the server: against the saved list, queued for later. */
  async function checkInOffline(ref: CheckInRef): Promise<ScanResult> {
    const saved = list.data?.list;
    if (!saved)
      return {
        tone: 'error',
        title: 'No guest list saved on this device',
        detail: 'Open this page once with a network to save it.',
      };
    const match =
      'entry' in ref
        ? { entry: ref.entry, shortCode: null }
        : await findByCode(
            saved,
            ref.code,
            (e) => e.status === 'valid' && !queue.some((q) => q.ticketId === e.ticketId),
          );
    if (match && 'ambiguous' in match)
      return {
        tone: 'warning',
        title: "Can't verify offline — search by name",
        detail: 'This code could belong to more than one guest. Ask for their name.',
      };
    if (!match)
      return {
        tone: 'error',
        title: 'Not on the saved guest list',
        detail: 'Check the code, or search the guest by name.',
      };
    const { entry } = match;
    const already = queue.find((q) => q.ticketId === entry.ticketId);
    if (already)
      return {
        tone: 'warning',
        title: `Already checked in at ${doorTime(already.at, timeZone)} on this device`,
        detail: 'Do not admit this ticket again.',
      };
    if (entry.status === 'redeemed' && entry.redeemedAt) {
      const by = entry.redeemedBy?.name ? ` by ${entry.redeemedBy.name}` : '';
      return {
        tone: 'warning',
        title: `Already redeemed at ${doorTime(entry.redeemedAt, timeZone)}${by}`,
        detail: 'This ticket was used before. Do not admit it again.',
      };
    }
    const name = guestName(entry);
    setQueue(
      await enqueue(eventId, {
        ticketId: entry.ticketId,
        name,
        ticketTypeName: entry.ticketTypeName,
        at: new Date().toISOString(),
        ...(match.shortCode ? { code: match.shortCode } : {}),
      }),
    );
    return {
      tone: 'success',
      title: `Admitted offline: ${name}, ${entry.ticketTypeName}`,
      detail: match.shortCode
        ? 'Saved on this device; the code is verified when the network is back.'
        : 'Saved on this device; it is sent when the network is back.',
    };
  }

  /** Lets a guest in by a scanned or typed code, or from the list; never throws. */
  async function checkIn(ref: CheckInRef): Promise<ScanResult> {
    setBusy(true);
    try {
      if (online) {
        try {
          const body = 'entry' in ref ? { ticketId: ref.entry.ticketId } : { code: ref.code };
          const ticket: RedeemedTicket = await redeemTicket(eventId, body);
          void refreshList();
          return admittedResult(ticket);
        } catch (err) {
          if (!isNetworkError(err)) {
            void refreshList();
            return failedResult(err, timeZone);
          }
        }
      }
      return await checkInOffline(ref);
    } catch {
      return { tone: 'error', title: 'Could not check this ticket', detail: 'Try again.' };
    } finally {
      setBusy(false);
    }
  }

  return {
    online,
    list,
    queue,
    conflicts,
    lastSynced,
    syncing,
    busy,
    checkIn,
    sync,
    dismissConflicts: () => {
      setConflicts([]);
      setLastSynced(0);
    },
  };
}
