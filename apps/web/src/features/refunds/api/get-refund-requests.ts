import { refundsPaths } from '@mingle/shared/endpoints/refunds.paths';
import type { RefundRequestsPage } from '@mingle/shared/schemas/tickets';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';
import { refundKeys } from './keys.ts';

/** GET refund-requests?page: requests on the host's events, pending first, 20 a page. */
export async function getRefundRequests(page: number, signal?: AbortSignal): Promise<RefundRequestsPage> {
  const res = await call(refundsPaths.hostRequests, { query: { page }, signal });
  return res.data;
}

export function useRefundRequests() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: refundKeys.host,
      queryFn: ({ pageParam, signal }) => getRefundRequests(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}
