import { ticketsPaths } from '@mingle/shared/endpoints/tickets.paths';
import type { MyTicketsPage, TicketsTab } from '@mingle/shared/schemas/tickets';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';
import { useSaveTicketsForOffline } from '../lib/save-for-offline.ts';
import { ticketKeys } from './keys.ts';

export type MyTicketsTab = TicketsTab;

/** GET me/tickets?tab&page: the tickets the signed-in person holds. */
export async function getMyTickets(
  tab: MyTicketsTab,
  page: number,
  signal?: AbortSignal,
): Promise<MyTicketsPage> {
  const res = await call(ticketsPaths.mine, { query: { tab, page }, signal });
  return res.data;
}

export function useMyTickets(tab: MyTicketsTab) {
  useSaveTicketsForOffline();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ticketKeys.mine(tab),
      queryFn: ({ pageParam, signal }) => getMyTickets(tab, pageParam, signal),
      initialPageParam: 1,
      // Asked even when the browser says it is offline: the service worker may answer from its copy.
      networkMode: 'offlineFirst',
      getNextPageParam: nextPage,
    }),
  );
}
