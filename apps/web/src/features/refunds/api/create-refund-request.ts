import { refundsPaths } from '@mingle/shared/endpoints/refunds.paths';
import type { CreateRefundRequest, RefundRequest } from '@mingle/shared/schemas/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { refundKeys } from './keys.ts';

/** POST orders/:id/refund-requests {reason} (the buyer, paid orders). */
export async function createRefundRequest(
  orderId: string,
  body: CreateRefundRequest,
): Promise<RefundRequest> {
  const res = await call(refundsPaths.request, { params: { id: orderId }, body });
  return res.data;
}

export function useCreateRefundRequest(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRefundRequest) => createRefundRequest(orderId, body),
    onSuccess: (request) => queryClient.setQueryData(refundKeys.forOrder(orderId), request),
  });
}
