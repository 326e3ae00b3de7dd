import type { Order } from '@mingle/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ticketKeys } from './keys.ts';

/** GET orders/:id (buyer only): the other tickets bought together with this one. */
export async function getTicketOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const res = await api<Envelope<Order>>(`orders/${encodeURIComponent(orderId)}`, { signal });
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
