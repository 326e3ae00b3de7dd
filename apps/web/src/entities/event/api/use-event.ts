import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from './event-keys.ts';
import { getEvent } from './get-event.ts';

/** GET events/:id through the query cache, for the host's screens. */
export function eventQueryOptions(id: string) {
  return queryOptions({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });
}

export function useEvent(id: string | null) {
  return useQuery({ ...eventQueryOptions(id ?? ''), enabled: Boolean(id) });
}
