import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import { ordersPaths } from '@mingle/shared/endpoints/orders.paths';
import type { Order, PayOrderRequest } from '@mingle/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { checkoutKeys } from './keys.ts';

export interface PayOrderInput {
  orderId: string;
  /** Sandbox only; Stripe and free orders send none. */
  cardNumber?: string;
  idempotencyKey: string;
}

/** POST orders/:id/pay (+ Idempotency-Key). */
export async function payOrder({ orderId, cardNumber, idempotencyKey }: PayOrderInput): Promise<Order> {
  const res = await call(ordersPaths.pay, {
    params: { id: orderId },
    body: (cardNumber ? { cardNumber } : {}) satisfies PayOrderRequest,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return res.data;
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    onSuccess: (order) => queryClient.setQueryData(checkoutKeys.order(order.id), order),
  });
}
