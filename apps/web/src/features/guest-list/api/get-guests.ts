import { guestsPaths } from '@mingle/shared/endpoints/guests.paths';
import type { GuestsPage } from '@mingle/shared/schemas/social';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';
import { type GuestFilters, guestKeys } from './guest-keys.ts';

/** GET events/:id/guests: the guests the viewer may see, 20 a page, filtered by intent and gender. */
export async function getGuests(
  eventId: string,
  filters: GuestFilters,
  page: number,
  signal?: AbortSignal,
): Promise<GuestsPage> {
  const res = await call(guestsPaths.list, {
    params: { id: eventId },
    query: { page, intent: filters.intent, gender: filters.gender },
    signal,
  });
  return res.data;
}

export function guestsQueryOptions(eventId: string, filters: GuestFilters) {
  return infiniteQueryOptions({
    queryKey: guestKeys.list(eventId, filters),
    queryFn: ({ pageParam, signal }) => getGuests(eventId, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useGuests(eventId: string, filters: GuestFilters, enabled: boolean) {
  return useInfiniteQuery({ ...guestsQueryOptions(eventId, filters), enabled });
}
