import type { RefundDecisionRequest, RefundRequest } from '@mingle/shared/schemas/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
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
  const res = await api<Envelope<RefundRequest>>(
    `refund-requests/${encodeURIComponent(requestId)}/${decision}`,
    {
      method: 'POST',
      body,
    },
  );
  return res.data;
}

export function useDecideRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRefundRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
