import type { Event } from '@mingle/shared/schemas/events';
import { useCallback, useEffect, useState } from 'react';
import { getEvent } from '../../../entities/event/api/get-event.ts';

export type PublicEventState =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: Event; error: undefined };

type Loaded = { id: string } & (
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: Event; error: undefined }
);

const LOADING: PublicEventState = { status: 'loading', data: undefined, error: undefined };

/**
 * GET events/:id for the public pages without the query cache: anonymous visitors of
 * /event-details and /event-cancelled then download no query library (the first-load budget).
 * `reload` fetches again after the visitor changes something, keeping the page on screen.
 */
export function usePublicEvent(id: string | null): PublicEventState & { reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    getEvent(id, controller.signal).then(
      (data) => setLoaded({ id, status: 'success', data, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const err = error instanceof Error ? error : new Error('Could not load the event');
        setLoaded({ id, status: 'error', data: undefined, error: err });
      },
    );
    return () => controller.abort();
  }, [id, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Another event's answer is never shown while this one loads.
  const state: PublicEventState = loaded && loaded.id === id ? loaded : LOADING;
  return { ...state, reload };
}
