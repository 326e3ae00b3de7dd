import type { CreateRefundRequest, RefundRequest } from '@mingle/shared/schemas/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { refundKeys } from './keys.ts';

/** POST orders/:id/refund-requests {reason} (the buyer, paid orders). */
export async function createRefundRequest(
  orderId: string,
  body: CreateRefundRequest,
): Promise<RefundRequest> {
  const res = await api<Envelope<RefundRequest>>(`orders/${encodeURIComponent(orderId)}/refund-requests`, {
    method: 'POST',
    body,
  });
  return res.data;
}

export function useCreateRefundRequest(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRefundRequest) => createRefundRequest(orderId, body),
    onSuccess: (request) => queryClient.setQueryData(refundKeys.forOrder(orderId), request),
  });
}
