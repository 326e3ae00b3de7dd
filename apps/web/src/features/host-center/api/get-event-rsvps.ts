import { rsvpsPaths } from '@mingle/shared/endpoints/rsvps.paths';
import type { Page } from '@mingle/shared/errors';
import type { EventRsvp, RsvpDecision } from '@mingle/shared/schemas/events';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';

/** GET events/:id/rsvps (host only): names and answers, requests waiting for approval first, 20 a page. */
export async function getEventRsvps(
  eventId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<EventRsvp>> {
  const res = await call(rsvpsPaths.list, { params: { id: eventId }, query: { page }, signal });
  return res.data;
}

export function eventRsvpsQueryOptions(eventId: string) {
  return infiniteQueryOptions({
    queryKey: eventKeys.rsvps(eventId),
    queryFn: ({ pageParam, signal }) => getEventRsvps(eventId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useEventRsvps(eventId: string) {
  return useInfiniteQuery(eventRsvpsQueryOptions(eventId));
}

/**
 * POST events/:id/rsvps/:userId/approve or …/decline (host only). The list and the event (its
 * counts) are read again afterwards.
 */
export function useDecideRsvp(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, decision }: { userId: string; decision: RsvpDecision }) => {
      const endpoint = decision === 'approved' ? rsvpsPaths.approve : rsvpsPaths.decline;
      const res = await call(endpoint, { params: { id: eventId, userId } });
      return res.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
  });
}
