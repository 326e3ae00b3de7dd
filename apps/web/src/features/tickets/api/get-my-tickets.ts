import type { MyTicketsPage } from '@mingle/shared/schemas/tickets';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { nextPage } from '../../../lib/next-page.ts';
import { useSaveTicketsForOffline } from '../lib/save-for-offline.ts';
import { ticketKeys } from './keys.ts';

export type MyTicketsTab = 'upcoming' | 'past' | 'all';

/** GET me/tickets?tab&page: the tickets the signed-in person holds. */
export async function getMyTickets(
  tab: MyTicketsTab,
  page: number,
  signal?: AbortSignal,
): Promise<MyTicketsPage> {
  const res = await api<Envelope<MyTicketsPage>>('me/tickets', { query: { tab, page }, signal });
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
