import { eventsPaths } from '@mingle/shared/endpoints/events.paths';
import type { Event } from '@mingle/shared/schemas/events';
import { call } from '../../../lib/api-call.ts';

// The plain fetcher lives apart from its query hook (use-event.ts): the public event page
// imports only this, so an anonymous visit downloads no query library.

/** GET events/:id: a published event for anyone with the id (the link), a draft only for its host. */
export async function getEvent(id: string, signal?: AbortSignal): Promise<Event> {
  const res = await call(eventsPaths.get, { params: { id }, signal });
  return res.data;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `?id=` of an event page when it looks like an event id; anything else is no event. */
export function eventIdParam(params: URLSearchParams): string | null {
  const id = params.get('id')?.trim() ?? '';
  return UUID_RE.test(id) ? id.toLowerCase() : null;
}
