import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import type { Order, PayOrderRequest } from '@mingle/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { checkoutKeys } from './keys.ts';

export interface PayOrderInput {
  orderId: string;
  /** Sandbox only; Stripe and free orders send none. */
  cardNumber?: string;
  idempotencyKey: string;
}

/** POST orders/:id/pay (+ Idempotency-Key). */
export async function payOrder({ orderId, cardNumber, idempotencyKey }: PayOrderInput): Promise<Order> {
  const res = await api<Envelope<Order>>(`orders/${encodeURIComponent(orderId)}/pay`, {
    method: 'POST',
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
