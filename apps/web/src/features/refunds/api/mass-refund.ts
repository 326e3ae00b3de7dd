import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import type { MassRefundPreview, MassRefundRequest } from '@mingle/shared/schemas/tickets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { refundKeys } from './keys.ts';

/** POST events/:id/refunds/preview (host, cancelled events): what refunding everyone returns. */
export async function previewMassRefund(eventId: string, signal?: AbortSignal): Promise<MassRefundPreview> {
  const res = await api<Envelope<MassRefundPreview>>(
    `events/${encodeURIComponent(eventId)}/refunds/preview`,
    {
      method: 'POST',
      signal,
    },
  );
  return res.data;
}

export function useMassRefundPreview(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: refundKeys.massPreview(eventId),
      queryFn: ({ signal }) => previewMassRefund(eventId, signal),
      staleTime: 0,
    }),
  );
}

export interface MassRefundInput {
  eventId: string;
  /** The previewed total: the server refuses (409) when it changed since. */
  expectedRefundCents: number;
  idempotencyKey: string;
}

/** POST events/:id/refunds (+ Idempotency-Key): refunds every paid order of the cancelled event. */
export async function refundEveryone(input: MassRefundInput): Promise<MassRefundPreview> {
  const res = await api<Envelope<MassRefundPreview>>(`events/${encodeURIComponent(input.eventId)}/refunds`, {
    method: 'POST',
    body: { expectedRefundCents: input.expectedRefundCents } satisfies MassRefundRequest,
    headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey },
  });
  return res.data;
}

export function useRefundEveryone(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundEveryone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.massPreview(eventId) }),
  });
}
