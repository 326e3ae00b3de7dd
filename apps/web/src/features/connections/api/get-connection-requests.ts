import type { ConnectionRequestsPage } from '@mingle/shared/schemas/social';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { socialKeys } from '../../../entities/user/api/social-keys.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { nextPage } from '../../../lib/next-page.ts';

/** GET connection-requests: requests the viewer received and has not answered yet. */
export async function getConnectionRequests(
  page: number,
  signal?: AbortSignal,
): Promise<ConnectionRequestsPage> {
  const res = await api<Envelope<ConnectionRequestsPage>>('connection-requests', { query: { page }, signal });
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
