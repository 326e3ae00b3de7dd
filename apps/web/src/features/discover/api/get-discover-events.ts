import { discoverPaths } from '@mingle/shared/endpoints/discover.paths';
import type { DiscoverPage } from '@mingle/shared/schemas/events';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { call } from '../../../lib/api-call.ts';
import type { DiscoverFilters } from '../lib/discover-params.ts';

export interface DiscoverQueryInput extends DiscoverFilters {
  /** The viewer's zone: Today, Tomorrow and This Weekend are theirs. */
  tz: string;
}

/** GET events: published public upcoming events, filtered and sorted, 20 a page. */
export async function getDiscoverEvents(
  input: DiscoverQueryInput,
  page: number,
  signal?: AbortSignal,
): Promise<DiscoverPage> {
  const res = await call(discoverPaths.discover, {
    query: {
      q: input.q || undefined,
      city: input.city || undefined,
      date: input.date ?? undefined,
      sort: input.sort,
      tz: input.tz,
      page,
    },
    signal,
  });
  return res.data;
}

export function discoverQueryOptions(input: DiscoverQueryInput) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list('discover', { ...input }),
    queryFn: ({ pageParam, signal }) => getDiscoverEvents(input, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useDiscoverEvents(input: DiscoverQueryInput) {
  return useInfiniteQuery(discoverQueryOptions(input));
}
