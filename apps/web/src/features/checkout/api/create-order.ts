import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import type { CreateOrderRequest, Order } from '@mingle/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { checkoutKeys } from './keys.ts';

export interface CreateOrderInput {
  eventId: string;
  request: CreateOrderRequest;
  /** The same key on a retry of the same basket, so a lost answer never makes a second order. */
  idempotencyKey: string;
}

/** POST events/:id/orders (+ Idempotency-Key): claims the tickets and holds them. */
export async function createOrder({ eventId, request, idempotencyKey }: CreateOrderInput): Promise<Order> {
  const res = await api<Envelope<Order>>(`events/${encodeURIComponent(eventId)}/orders`, {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return res.data;
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(checkoutKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.event(order.eventId) });
    },
  });
}
