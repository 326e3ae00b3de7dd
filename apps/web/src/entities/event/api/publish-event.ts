import { eventsPaths } from '@mingle/shared/endpoints/events.paths';
import type { Event } from '@mingle/shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { eventKeys } from './event-keys.ts';

/** POST events/:id/publish: 422 UNPROCESSABLE with `fields` naming everything still missing. */
export async function publishEvent(id: string): Promise<Event> {
  const res = await call(eventsPaths.publish, { params: { id } });
  return res.data;
}

export function usePublishEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}
