import { refundsPaths } from '@mingle/shared/endpoints/refunds.paths';
import type { MassRefundPreview } from '@mingle/shared/schemas/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { eventKeys } from './event-keys.ts';

/**
 * POST events/:id/refunds/preview (host): what refunding every paid ticket returns, buyer fees
 * included. The cancel dialog shows it before cancelling; the refund section after.
 */
export async function previewRefunds(eventId: string, signal?: AbortSignal): Promise<MassRefundPreview> {
  const res = await call(refundsPaths.preview, { params: { id: eventId }, signal });
  return res.data;
}

export function useRefundPreview(eventId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: eventKeys.refundPreview(eventId),
      queryFn: ({ signal }) => previewRefunds(eventId, signal),
      staleTime: 0,
      enabled,
    }),
  );
}
