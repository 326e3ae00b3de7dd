import { refundsPaths } from '@mingle/shared/endpoints/refunds.paths';
import type { RefundRequest } from '@mingle/shared/schemas/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { refundKeys } from './keys.ts';

/** Enough pages for anyone's refund history; each page is 20 requests. */
const MAX_PAGES = 10;

/**
 * The newest of the signed-in guest's refund requests for one order, read from
 * GET me/refund-requests (newest first), or null when they never asked.
 */
export async function getOrderRefundRequest(
  orderId: string,
  signal?: AbortSignal,
): Promise<RefundRequest | null> {
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const res = await call(refundsPaths.myRequests, { query: { page }, signal });
    const found = res.data.items.find((r) => r.orderId === orderId);
    if (found) return found;
    if (!res.data.hasMore) break;
  }
  return null;
}

export function useOrderRefundRequest(orderId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: refundKeys.forOrder(orderId),
      queryFn: ({ signal }) => getOrderRefundRequest(orderId, signal),
      enabled,
    }),
  );
}
