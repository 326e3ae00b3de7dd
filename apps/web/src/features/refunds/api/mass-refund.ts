import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import { refundsPaths } from '@mingle/shared/endpoints/refunds.paths';
import type { MassRefundPreview, MassRefundRequest } from '@mingle/shared/schemas/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { call } from '../../../lib/api-call.ts';

export interface MassRefundInput {
  eventId: string;
  /** The previewed total: the server refuses (409) when it changed since. */
  expectedRefundCents: number;
  idempotencyKey: string;
}

/** POST events/:id/refunds (+ Idempotency-Key): refunds every paid ticket of the cancelled event, fees included. */
export async function refundEveryone(input: MassRefundInput): Promise<MassRefundPreview> {
  const res = await call(refundsPaths.refundEveryone, {
    params: { id: input.eventId },
    body: { expectedRefundCents: input.expectedRefundCents } satisfies MassRefundRequest,
    headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey },
  });
  return res.data;
}

export function useRefundEveryone(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundEveryone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.refundPreview(eventId) }),
  });
}
