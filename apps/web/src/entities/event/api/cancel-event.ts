import { refundsPaths } from '@mingle/shared/endpoints/refunds.paths';
import type { CancelEventRequest, Event } from '@mingle/shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { eventKeys } from './event-keys.ts';

export interface CancelEventInput extends CancelEventRequest {
  id: string;
}

/**
 * POST events/:id/cancel: every guest gets the message and, with `refund`, every paid ticket is
 * refunded with its fee in the same step; the link then shows the cancelled page.
 */
export async function cancelEvent({ id, ...body }: CancelEventInput): Promise<Event> {
  const res = await call(refundsPaths.cancelEvent, {
    params: { id },
    body: body satisfies CancelEventRequest,
  });
  return res.data;
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.refundPreview(event.id) });
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}
