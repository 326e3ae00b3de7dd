import { ordersPaths } from '@mingle/shared/endpoints/orders.paths';
import type { Order } from '@mingle/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ticketKeys } from './keys.ts';

/** GET orders/:id (buyer only): the other tickets bought together with this one. */
export async function getTicketOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const res = await call(ordersPaths.get, { params: { id: orderId }, signal });
  return res.data;
}

export function useTicketOrder(orderId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ticketKeys.order(orderId),
      queryFn: ({ signal }) => getTicketOrder(orderId, signal),
      enabled,
      // Asked even when the browser says it is offline: the service worker may answer from its copy.
      networkMode: 'offlineFirst',
    }),
  );
}
