import { eventsPaths } from '@mingle/shared/endpoints/events.paths';
import type { CreateEventRequest, Event } from '@mingle/shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { APP_STORAGE_KEYS, storage } from '../../../lib/storage.ts';
import { eventKeys } from './event-keys.ts';

/**
 * POST events: starts a draft (422 ORGANIZATION_REQUIRED until the user has a host profile or
 * co-hosts one), for the organization chosen in Host Center when the person is on several teams.
 */
export async function createEvent(fields: CreateEventRequest): Promise<Event> {
  const organizationId = storage.get(APP_STORAGE_KEYS.hostOrganization) ?? undefined;
  const res = await call(eventsPaths.create, { body: { ...fields, organizationId } });
  return res.data;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}
