import { discoverPaths } from '@mingle/shared/endpoints/discover.paths';
import type { HostDateFilter, HostTab } from '@mingle/shared/enums';
import type { HostEventsPage } from '@mingle/shared/schemas/events';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';

export interface HostEventsInput {
  tab: HostTab;
  range: HostDateFilter;
  /** Today / This Week / This Month are the host's own. */
  tz: string;
  /** For someone on several teams; the API defaults to the one they own. */
  organizationId?: string | undefined;
}

/** GET host/events: the host's Upcoming, Past or Drafts (with the count of each), 20 a page. */
export async function getHostEvents(
  input: HostEventsInput,
  page: number,
  signal?: AbortSignal,
): Promise<HostEventsPage> {
  const res = await call(discoverPaths.hostEvents, { query: { ...input, page }, signal });
  return res.data;
}

export function hostEventsQueryOptions(input: HostEventsInput) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list('host', { ...input }),
    queryFn: ({ pageParam, signal }) => getHostEvents(input, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useHostEvents(input: HostEventsInput) {
  return useInfiniteQuery(hostEventsQueryOptions(input));
}
