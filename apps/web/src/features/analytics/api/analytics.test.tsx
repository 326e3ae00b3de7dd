import { STORAGE_KEYS } from '@mingle/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STORAGE_KEYS } from '../../../lib/storage.ts';
import { useAnalytics, useAnalyticsEvents, useDownloadAnalyticsCsv } from './analytics.ts';

const OWN = '11111111-1111-4111-8111-111111111111';
const CO_HOSTED = '22222222-2222-4222-8222-222222222222';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

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
        ],
      });
    }
    if (url.includes('format=csv')) return new Response('a,b\n1,2\n', { status: 200 });
    if (url.includes('/host/events')) return ok({ items: [], page: 1, hasMore: false, total: 0 });
    return ok({ range: 'all', netRevenueCents: 0 });
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

const urls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

describe('analytics for the organization chosen in Host Center', () => {
  it('asks for the figures, the CSV and the event picker of the chosen organization', async () => {
    localStorage.setItem(APP_STORAGE_KEYS.hostOrganization, CO_HOSTED);
    const filter = { range: '30d' as const, eventId: null };
    const view = renderHook(
      () => ({
        overview: useAnalytics('overview', filter),
        events: useAnalyticsEvents(),
        csv: useDownloadAnalyticsCsv('revenue'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(view.result.current.overview.isSuccess).toBe(true));
    await waitFor(() => expect(view.result.current.events.isSuccess).toBe(true));
    view.result.current.csv.mutate(filter);
    await waitFor(() => expect(view.result.current.csv.isSuccess).toBe(true));

    const asked = urls().filter((u) => !u.pathname.endsWith('/me/organizations'));
    expect(asked.map((u) => u.pathname).sort()).toEqual([
      '/api/v1/host/analytics',
      '/api/v1/host/analytics/revenue',
      '/api/v1/host/events',
      '/api/v1/host/events',
    ]);
    for (const u of asked) expect(u.searchParams.get('organizationId')).toBe(CO_HOSTED);
    const csv = asked.find((u) => u.searchParams.get('format') === 'csv');
    expect(csv?.searchParams.get('range')).toBe('30d');
  });

  it('falls back to the organization shown first (their own) when nothing was chosen', async () => {
    const overview = renderHook(() => useAnalytics('overview', { range: 'all', eventId: null }), { wrapper });
    await waitFor(() => expect(overview.result.current.isSuccess).toBe(true));
    const asked = urls().find((u) => u.pathname === '/api/v1/host/analytics');
    expect(asked?.searchParams.get('organizationId')).toBe(OWN);
  });
});
