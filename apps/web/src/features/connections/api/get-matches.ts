import { connectionsPaths } from '@mingle/shared/endpoints/connections.paths';
import type { MatchesPage } from '@mingle/shared/schemas/social';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';

/** GET matches: people the viewer matched with, newest first, each with its event and chat room. */
export async function getMatches(page: number, signal?: AbortSignal): Promise<MatchesPage> {
  const res = await call(connectionsPaths.matches, { query: { page }, signal });
  return res.data;
}

export function useMatches() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: socialKeys.matches,
      queryFn: ({ pageParam, signal }) => getMatches(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}
