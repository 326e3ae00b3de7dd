import { refundsPaths } from '@mingle/shared/endpoints/refunds.paths';
import type { RefundDecisionRequest, RefundRequest } from '@mingle/shared/schemas/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { refundKeys } from './keys.ts';

export type RefundDecision = 'approve' | 'decline';

export interface DecideRefundInput {
  requestId: string;
  decision: RefundDecision;
  body: RefundDecisionRequest;
}

/** POST refund-requests/:id/approve or …/decline {message?} (the event's host). */
export async function decideRefundRequest({
  requestId,
  decision,
  body,
}: DecideRefundInput): Promise<RefundRequest> {
  const res = await call(refundsPaths[decision], { params: { id: requestId }, body });
  return res.data;
}

export function useDecideRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRefundRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
