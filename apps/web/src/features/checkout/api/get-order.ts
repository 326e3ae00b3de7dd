import { ordersPaths } from '@mingle/shared/endpoints/orders.paths';
import type { Order } from '@mingle/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { checkoutKeys } from './keys.ts';

/** GET orders/:id (buyer only). */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const res = await call(ordersPaths.get, { params: { id: orderId }, signal });
  return res.data;
}

/**
 * The order on the Payment screen. While a Stripe payment waits for its webhook the order is
 * asked again every 2 s, so the page moves on as soon as the server marks it paid.
 */
export function useOrder(orderId: string, options: { pollWhileConfirming?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.order(orderId),
      queryFn: ({ signal }) => getOrder(orderId, signal),
      staleTime: 0,
      refetchInterval: (query) =>
        options.pollWhileConfirming && query.state.data?.status === 'pending' ? 2000 : false,
    }),
  );
}
