import { eventsPaths } from '@mingle/shared/endpoints/events.paths';
import type { Event } from '@mingle/shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { checkoutKeys } from './keys.ts';

/** GET events/:id: the event with its ticket types, as Buy Tickets offers them. */
export async function getSaleEvent(eventId: string, signal?: AbortSignal): Promise<Event> {
  const res = await call(eventsPaths.get, { params: { id: eventId }, signal });
  return res.data;
}

export function saleEventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: checkoutKeys.event(eventId),
    queryFn: ({ signal }) => getSaleEvent(eventId, signal),
    // Availability changes as others buy; ask again whenever the page opens.
    staleTime: 0,
  });
}

export function useSaleEvent(eventId: string) {
  return useQuery(saleEventQueryOptions(eventId));
}
