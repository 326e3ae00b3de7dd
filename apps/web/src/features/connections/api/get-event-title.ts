import type { Event } from '@mingle/shared/schemas/events';
import { useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { connectionKeys } from './connection-keys.ts';

/** GET events/:id, for the title of the event where two people met. */
export async function getEvent(eventId: string, signal?: AbortSignal): Promise<Event> {
  const res = await api<Envelope<Event>>(`events/${encodeURIComponent(eventId)}`, { signal });
  return res.data;
}

export function useEventTitle(eventId: string) {
  return useQuery({
    queryKey: connectionKeys.event(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    select: (event) => event.title,
    staleTime: 5 * 60_000,
  });
}
