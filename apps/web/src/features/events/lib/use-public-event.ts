import { EVENT_DATA_ELEMENT_ID } from '@mingle/shared/cover';
import type { Event } from '@mingle/shared/schemas/events';
import { useCallback, useEffect, useState } from 'react';
import { getEvent } from '../../../entities/event/api/get-event.ts';
import { getToken } from '../../../lib/storage.ts';

export type PublicEventState =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: Event; error: undefined };

/**
 * `placeholder`: the data is the page's signed-out copy shown to a signed-in visitor while their
 * own view loads; it has none of their fields (ticket, RSVP, host), so those parts wait.
 */
export type PublicEventResult = PublicEventState & { placeholder: boolean; reload: () => void };

type Loaded = { id: string } & (
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: Event; error: undefined }
) & { placeholder?: boolean };

const LOADING: PublicEventState = { status: 'loading', data: undefined, error: undefined };

/**
 * The signed-out view of a public event that the server put in the page's HTML (the API's
 * event-page-data.ts), taken out of the document once, when this module first loads: only the
 * first page a visitor opens has it, and a later visit to an event fetches afresh.
 */
let pageEvent: Event | null = (() => {
  const element = typeof document === 'undefined' ? null : document.getElementById(EVENT_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as Event;
  } catch {
    return null;
  }
})();

/**
 * The page's own copy of event `id`: the answer itself for a signed-out visitor, a placeholder
 * for a signed-in one (it has no viewer fields), so neither sees a skeleton after the server's
 * first screen.
 */
function fromPage(id: string | null): Loaded | null {
  if (!id || pageEvent?.id !== id) return null;
  const placeholder = getToken() !== null;
  return { id, status: 'success', data: pageEvent, error: undefined, placeholder };
}

/**
 * GET events/:id for the public pages without the query cache: anonymous visitors of
 * /event-details and /event-cancelled then download no query library (the first-load budget).
 * A signed-out first visit starts from the copy in the page's HTML, so it paints with no API
 * round trip; a signed-in one paints from it as a placeholder and fetches their own view at once.
 * `reload` fetches again after the visitor changes something, keeping the page on screen.
 */
export function usePublicEvent(id: string | null): PublicEventResult {
  const [initial] = useState(() => fromPage(id));
  const [loaded, setLoaded] = useState<Loaded | null>(initial);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!id) return;
    // The page's copy is used once; coming back to this event later fetches it.
    const usedCopy = version === 0 && initial?.id === id && pageEvent?.id === id;
    if (usedCopy) pageEvent = null;
    if (usedCopy && !initial.placeholder) return;
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
  }, [id, version, initial]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Another event's answer is never shown while this one loads.
  if (!loaded || loaded.id !== id) return { ...LOADING, placeholder: false, reload };
  const { id: _, placeholder = false, ...state } = loaded;
  return { ...state, placeholder, reload };
}
