import { eventsPaths } from '@mingle/shared/endpoints/events.paths';
import type { Event } from '@mingle/shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { eventKeys } from './event-keys.ts';

/** POST events/:id/duplicate: a new draft with the same details, ticket types and promo codes. */
export async function duplicateEvent(id: string): Promise<Event> {
  const res = await call(eventsPaths.duplicate, { params: { id } });
  return res.data;
}

export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}
