import { STORAGE_KEYS } from '@mingle/shared/constants';
import { EVENT_DATA_ELEMENT_ID } from '@mingle/shared/cover';
import type { Event } from '@mingle/shared/schemas/events';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const getEvent = vi.fn();
vi.mock('../../../entities/event/api/get-event.ts', () => ({ getEvent }));

const ID = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000b2';
const inPage = { id: ID, title: '</script> in the page', viewer: null } as unknown as Event;
const fetched = { id: ID, title: 'From the API', viewer: null } as unknown as Event;

/** The page as the server sends it for a public event, then the hook's module loaded fresh. */
async function loadWithPageCopy(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EVENT_DATA_ELEMENT_ID;
  element.textContent = json;
  document.head.append(element);
  vi.resetModules();
  return (await import('./use-public-event.ts')).usePublicEvent;
}

describe('usePublicEvent with the event in the page', () => {
  beforeEach(() => {
    getEvent.mockReset().mockResolvedValue(fetched);
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    document.getElementById(EVENT_DATA_ELEMENT_ID)?.remove();
  });

  it('paints a signed-out first visit from the page copy, with no API call, and only once', async () => {
    const usePublicEvent = await loadWithPageCopy(JSON.stringify(inPage).replaceAll('<', '\\u003c'));
    expect(document.getElementById(EVENT_DATA_ELEMENT_ID)).toBeNull();
    const first = renderHook(() => usePublicEvent(ID));
    expect(first.result.current.status).toBe('success');
    expect(first.result.current.data?.title).toBe('</script> in the page');
    expect(getEvent).not.toHaveBeenCalled();
    first.unmount();

    const again = renderHook(() => usePublicEvent(ID));
    await waitFor(() => expect(again.result.current.data?.title).toBe('From the API'));
  });

  it('paints a signed-in visitor from the page copy as a placeholder while their own view loads', async () => {
    const usePublicEvent = await loadWithPageCopy(JSON.stringify(inPage));
    localStorage.setItem(STORAGE_KEYS.userToken, 'a-token');
    let answer: (event: Event) => void = () => {};
    getEvent.mockReturnValueOnce(new Promise<Event>((resolve) => (answer = resolve)));
    const signedIn = renderHook(() => usePublicEvent(ID));
    expect(signedIn.result.current).toMatchObject({ status: 'success', placeholder: true });
    expect(signedIn.result.current.data?.title).toBe('</script> in the page');
    expect(getEvent).toHaveBeenCalledWith(ID, expect.anything());
    answer(fetched);
    await waitFor(() => expect(signedIn.result.current.data?.title).toBe('From the API'));
    expect(signedIn.result.current.placeholder).toBe(false);
    signedIn.unmount();

    // Used once: the same event later, or another one, loads from the API with no placeholder.
    const again = renderHook(() => usePublicEvent(ID));
    expect(again.result.current.status).toBe('loading');
    const other = renderHook(() => usePublicEvent(OTHER));
    expect(other.result.current.status).toBe('loading');
    expect(getEvent).toHaveBeenCalledWith(OTHER, expect.anything());
  });

  it('never lends the page copy to another event', async () => {
    const usePublicEvent = await loadWithPageCopy(JSON.stringify(inPage));
    localStorage.setItem(STORAGE_KEYS.userToken, 'a-token');
    const { result, rerender } = renderHook(({ id }) => usePublicEvent(id), { initialProps: { id: OTHER } });
    expect(result.current.status).toBe('loading');
    rerender({ id: ID });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.title).toBe('From the API'));
  });

  it('fetches when the page copy is not JSON', async () => {
    const usePublicEvent = await loadWithPageCopy('{not json');
    const { result } = renderHook(() => usePublicEvent(ID));
    await waitFor(() => expect(result.current.data?.title).toBe('From the API'));
  });
});
