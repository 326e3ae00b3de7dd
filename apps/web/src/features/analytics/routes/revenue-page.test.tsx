import { STORAGE_KEYS } from '@mingle/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import RevenuePage from './revenue-page.tsx';

// jsdom draws no canvas; the chart has nothing to do with the lists.
vi.mock('../components/series-chart.tsx', () => ({ SeriesChart: () => null }));

const money = (cents: number, tickets: number) => ({
  grossCents: cents,
  discountCents: 0,
  refundsCents: 0,
  netCents: cents,
  tickets,
});
const EVENT = '11111111-1111-4111-8111-111111111111';
const TYPE = '22222222-2222-4222-8222-222222222222';
const revenue = {
  range: 'all',
  tz: 'UTC',
  eventId: null,
  firstDay: null,
  lastDay: '2026-11-24',
  currency: 'USD',
  totals: { ...money(13_800, 22), orders: 22 },
  series: [],
  byEvent: [
    { eventId: EVENT, title: 'Gala', ...money(13_650, 21) },
    { eventId: null, title: null, ...money(150, 1), others: 1 },
  ],
  byTicketType: [
    { ticketTypeId: TYPE, name: 'G12', eventId: EVENT, eventTitle: 'Gala', ...money(9300, 10) },
    { ticketTypeId: null, name: null, eventId: null, eventTitle: null, ...money(4500, 12), others: 12 },
  ],
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.userToken, 'token');
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const data = String(input).includes('/me/organizations') ? { items: [] } : revenue;
      return new Response(JSON.stringify({ success: true, data }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the row that sums the events and ticket types past the top ones as "Other"', async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/host-center/analytics/revenue']}>
        <RevenuePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const byEvent = await screen.findByRole('table', { name: 'By event' });
  expect(within(byEvent).getByRole('rowheader', { name: 'Other (1 event)' })).toBeTruthy();
  const byType = screen.getByRole('table', { name: 'By ticket type' });
  expect(within(byType).getByRole('rowheader', { name: 'G12 · Gala' })).toBeTruthy();
  const other = within(byType).getByRole('rowheader', { name: 'Other (12 ticket types)' });
  expect(other.closest('tr')?.textContent).toContain('$45');
});
