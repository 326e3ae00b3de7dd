import type { Page } from '@mingle/shared/errors';
import type { EventRsvp } from '@mingle/shared/schemas/events';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** GET events/:id/rsvps (host only): names and answers, newest first, 20 a page. */
export async function getEventRsvps(
  eventId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<EventRsvp>> {
  const res = await api<Envelope<Page<EventRsvp>>>(`events/${eventId}/rsvps`, { query: { page }, signal });
  return res.data;
}

export function eventRsvpsQueryOptions(eventId: string) {
  return infiniteQueryOptions({
    queryKey: ['events', 'detail', eventId, 'rsvps'] as const,
    queryFn: ({ pageParam, signal }) => getEventRsvps(eventId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useEventRsvps(eventId: string) {
  return useInfiniteQuery(eventRsvpsQueryOptions(eventId));
}
