import { eventsPaths } from '@mingle/shared/endpoints/events.paths';
import type { Event, UpdateEventRequest } from '@mingle/shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { eventKeys } from './event-keys.ts';

export interface UpdateEventInput {
  id: string;
  /** With `wizardStep`, the server checks that step is complete (422 with `fields` otherwise). */
  changes: UpdateEventRequest;
}

/** PATCH events/:id (host only). */
export async function updateEvent({ id, changes }: UpdateEventInput): Promise<Event> {
  const res = await call(eventsPaths.update, { params: { id }, body: changes });
  return res.data;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}
