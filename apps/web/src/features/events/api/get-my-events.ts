import { discoverPaths } from '@mingle/shared/endpoints/discover.paths';
import type { GuestTab } from '@mingle/shared/enums';
import type { MyEventsPage } from '@mingle/shared/schemas/events';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';

/** GET me/events: Upcoming (Yes/Maybe, not ended), Invited (unanswered), Attended; 20 a page. */
export async function getMyEvents(tab: GuestTab, page: number, signal?: AbortSignal): Promise<MyEventsPage> {
  const res = await call(discoverPaths.myEvents, { query: { tab, page }, signal });
  return res.data;
}

export function myEventsQueryOptions(tab: GuestTab) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list('mine', { tab }),
    queryFn: ({ pageParam, signal }) => getMyEvents(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useMyEvents(tab: GuestTab) {
  return useInfiniteQuery(myEventsQueryOptions(tab));
}
