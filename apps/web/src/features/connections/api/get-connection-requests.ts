import { connectionsPaths } from '@mingle/shared/endpoints/connections.paths';
import type { ConnectionRequestsPage } from '@mingle/shared/schemas/social';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';

/** GET connection-requests: requests the viewer received and has not answered yet. */
export async function getConnectionRequests(
  page: number,
  signal?: AbortSignal,
): Promise<ConnectionRequestsPage> {
  const res = await call(connectionsPaths.requests, { query: { page }, signal });
  return res.data;
}

export function useConnectionRequests() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: socialKeys.requests,
      queryFn: ({ pageParam, signal }) => getConnectionRequests(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}
