import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import { ordersPaths } from '@mingle/shared/endpoints/orders.paths';
import type { CreateOrderRequest, Order } from '@mingle/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { checkoutKeys } from './keys.ts';

export interface CreateOrderInput {
  eventId: string;
  request: CreateOrderRequest;
  /** The same key on a retry of the same basket, so a lost answer never makes a second order. */
  idempotencyKey: string;
}

/** POST events/:id/orders (+ Idempotency-Key): claims the tickets and holds them. */
export async function createOrder({ eventId, request, idempotencyKey }: CreateOrderInput): Promise<Order> {
  const res = await call(ordersPaths.create, {
    params: { id: eventId },
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
