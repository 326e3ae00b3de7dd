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
const event = (tab: string, page: number, i: number) => ({
  id: `00000000-0000-4000-8000-${String(page * 100 + i).padStart(12, '0')}`,
  title: `${tab} ${page}.${i}`,
  startsAt: null,
});
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
    if (url.includes('/host/events')) {
      const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
      const tab = new URL(url, 'http://localhost').searchParams.get('tab');
      // 25 past events: a second page of past ones, none upcoming after the first.
      const items =
        tab === 'past' ? Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => event(tab, page, i)) : [];
      return ok({ items, page, hasMore: tab === 'past' && page === 1, total: tab === 'past' ? 25 : 0 });
    }
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
    expect(view.result.current.events.events).toHaveLength(20);
    expect(view.result.current.events.total).toBe(25);
    expect(view.result.current.events.hasNextPage).toBe(true);
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

  it('loads the picker events a page at a time until there are no more', async () => {
    const view = renderHook(() => useAnalyticsEvents(), { wrapper });
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    await view.result.current.fetchNextPage();
    await waitFor(() => expect(view.result.current.events).toHaveLength(25));
    expect(view.result.current.hasNextPage).toBe(false);
    const pages = urls()
      .filter((u) => u.pathname === '/api/v1/host/events')
      .map((u) => `${u.searchParams.get('tab')} ${u.searchParams.get('page')}`);
    expect(pages.sort()).toEqual(['past 1', 'past 2', 'upcoming 1', 'upcoming 2']);
  });

  it('falls back to the organization shown first (their own) when nothing was chosen', async () => {
    const overview = renderHook(() => useAnalytics('overview', { range: 'all', eventId: null }), { wrapper });
    await waitFor(() => expect(overview.result.current.isSuccess).toBe(true));
    const asked = urls().find((u) => u.pathname === '/api/v1/host/analytics');
    expect(asked?.searchParams.get('organizationId')).toBe(OWN);
  });
});
