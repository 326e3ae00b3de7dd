import { STORAGE_KEYS } from '@mingle/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STORAGE_KEYS } from '../../../lib/storage.ts';
import { useAudience, useBlastEvents, useBlasts, useSendBlast } from './text-blasts.ts';

const OWN = '11111111-1111-4111-8111-111111111111';
const CO_HOSTED = '22222222-2222-4222-8222-222222222222';
const DOOR = '33333333-3333-4333-8333-333333333333';
const BLAST = '44444444-4444-4444-8444-444444444444';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
const page = { items: [], page: 1, hasMore: false, total: 0 };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.userToken, 'token');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/me/organizations')) {
      return ok({
        items: [
          { id: OWN, name: 'Mine', role: 'owner' },
          { id: CO_HOSTED, name: 'Theirs', role: 'co_host' },
          { id: DOOR, name: 'Door', role: 'door' },
        ],
      });
    }
    if (url.includes('/text-blasts/audience'))
      return ok({ reachable: 3, excluded: { noPhone: 0, optedOut: 0 }, bySegment: {} });
    if (url.endsWith('/send')) return ok({ id: BLAST });
    if (url.endsWith('/text-blasts') && !url.includes('?')) return ok({ id: BLAST });
    return ok(page);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
const calledWith = (path: string) => urls().filter((u) => u.includes(`/api/v1/${path}`));

describe('text blasts for the organization chosen in Host Center', () => {
  it('lists the events and blasts and counts the audience of the chosen organization', async () => {
    localStorage.setItem(APP_STORAGE_KEYS.hostOrganization, CO_HOSTED);
    const events = renderHook(() => useBlastEvents(), { wrapper });
    const blasts = renderHook(() => useBlasts(), { wrapper });
    const audience = renderHook(() => useAudience(null, ['subscribers']), { wrapper });
    await waitFor(() => expect(events.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(blasts.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(audience.result.current.isSuccess).toBe(true));
    expect(calledWith('text-blasts/events?')).toEqual([
      `/api/v1/text-blasts/events?page=1&organizationId=${CO_HOSTED}`,
    ]);
    expect(calledWith('text-blasts?')).toEqual([`/api/v1/text-blasts?page=1&organizationId=${CO_HOSTED}`]);
    expect(calledWith('text-blasts/audience')).toEqual([
      `/api/v1/text-blasts/audience?segments=subscribers&organizationId=${CO_HOSTED}`,
    ]);
  });

  it('creates the blast for the chosen organization', async () => {
    localStorage.setItem(APP_STORAGE_KEYS.hostOrganization, CO_HOSTED);
    const view = renderHook(() => ({ send: useSendBlast(), blasts: useBlasts() }), { wrapper });
    // The composer shows once the audience is counted, so after the teams are known.
    await waitFor(() => expect(view.result.current.blasts.isSuccess).toBe(true));
    view.result.current.send.mutate({
      draft: { eventId: null, segments: ['subscribers'], body: 'Doors at 8' },
      draftId: null,
      scheduledAt: null,
      key: 'k-1',
    });
    await waitFor(() => expect(view.result.current.send.isSuccess).toBe(true));
    const create = fetchMock.mock.calls.find(([input]) => String(input) === '/api/v1/text-blasts');
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({
      organizationId: CO_HOSTED,
      eventId: null,
      segments: ['subscribers'],
      body: 'Doors at 8',
    });
  });

  it("leaves the organization to the API's default when the chosen one is only worked at the door", async () => {
    localStorage.setItem(APP_STORAGE_KEYS.hostOrganization, DOOR);
    const blasts = renderHook(() => useBlasts(), { wrapper });
    await waitFor(() => expect(blasts.result.current.isSuccess).toBe(true));
    expect(calledWith('text-blasts?')).toEqual(['/api/v1/text-blasts?page=1']);
  });
});
