import { ticketsPaths } from '@mingle/shared/endpoints/tickets.paths';
import type { Ticket } from '@mingle/shared/schemas/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { useSaveTicketsForOffline } from '../lib/save-for-offline.ts';
import { ticketKeys } from './keys.ts';

/** GET tickets/:id (holder only), with the code the QR shows. */
export async function getTicket(ticketId: string, signal?: AbortSignal): Promise<Ticket> {
  const res = await call(ticketsPaths.get, { params: { id: ticketId }, signal });
  return res.data;
}

/**
 * The ticket at the door: asked again every 10 s while it is valid, so the screen turns to
 * "Redeemed" as soon as the host scans it.
 */
export function useTicket(ticketId: string) {
  useSaveTicketsForOffline();
  return useQuery(
    queryOptions({
      queryKey: ticketKeys.one(ticketId),
      queryFn: ({ signal }) => getTicket(ticketId, signal),
      staleTime: 0,
      // Asked even when the browser says it is offline: the service worker may answer from its copy.
      networkMode: 'offlineFirst',
      refetchInterval: (query) => (query.state.data?.status === 'valid' ? 10_000 : false),
    }),
  );
}
