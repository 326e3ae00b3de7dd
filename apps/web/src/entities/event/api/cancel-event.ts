import type { CancelEventRequest, Event } from '@mingle/shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export interface CancelEventInput extends CancelEventRequest {
  id: string;
}

/** POST events/:id/cancel: every guest gets the message; the link then shows the cancelled page. */
export async function cancelEvent({ id, message }: CancelEventInput): Promise<Event> {
  const res = await api<Envelope<Event>>(`events/${id}/cancel`, {
    method: 'POST',
    body: { message } satisfies CancelEventRequest,
  });
  return res.data;
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}
