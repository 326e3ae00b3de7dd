import type { Event } from '@mingle/shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** GET events/:id: a published event for anyone with the id (the link), a draft only for its host. */
export async function getEvent(id: string, signal?: AbortSignal): Promise<Event> {
  const res = await api<Envelope<Event>>(`events/${encodeURIComponent(id)}`, { signal });
  return res.data;
}

export function eventQueryOptions(id: string) {
  return queryOptions({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });
}

export function useEvent(id: string | null) {
  return useQuery({ ...eventQueryOptions(id ?? ''), enabled: Boolean(id) });
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `?id=` of an event page when it looks like an event id; anything else is no event. */
export function eventIdParam(params: URLSearchParams): string | null {
  const id = params.get('id')?.trim() ?? '';
  return UUID_RE.test(id) ? id.toLowerCase() : null;
}
