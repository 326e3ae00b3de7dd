import type { ModerationPage, ModerationReport } from '@mingle/shared/schemas/social';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import { EventReportsSection } from './event-reports-section.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

const eventId = '00000000-0000-4000-8000-0000000000e1';
const report: ModerationReport = {
  id: '00000000-0000-4000-8000-0000000000r1',
  target: { id: '00000000-0000-4000-8000-0000000000u1', firstName: 'Sam', profilePhoto: null },
  reason: 'Derogatory language',
  note: 'Rude at the bar',
  createdAt: '2026-11-20T21:00:00Z',
  reviewedAt: null,
  openReports: 3,
  hidden: true,
};

function page(items: ModerationReport[]): { success: true; data: ModerationPage } {
  return { success: true, data: { items, page: 1, pageSize: 20, total: items.length, hasMore: false } };
}

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <EventReportsSection eventId={eventId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mockedApi.mockReset();
});
afterEach(cleanup);

describe('EventReportsSection', () => {
  it('lists open reports without the reporter, says who is hidden, and marks one reviewed', async () => {
    const reviewed = { ...report, reviewedAt: '2026-11-21T09:00:00Z', openReports: 2, hidden: false };
    mockedApi.mockImplementation(async (path, options) => {
      if (path === `reports/${report.id}/review`) return { success: true, data: reviewed };
      if (path === `events/${eventId}/reports` && options?.query?.status === 'open') {
        const reviewedYet = mockedApi.mock.calls.some(([p]) => p === `reports/${report.id}/review`);
        return page(reviewedYet ? [] : [report]);
      }
      if (path === `events/${eventId}/reports`) return page([reviewed]);
      throw new Error(`unexpected ${path}`);
    });
    renderSection();
    const row = await screen.findByRole('article', { name: 'Report about Sam' });
    expect(within(row).getByText('Derogatory language')).toBeTruthy();
    expect(within(row).getByText('“Rude at the bar”')).toBeTruthy();
    expect(within(row).getByText(/Hidden from guest lists/)).toBeTruthy();
    expect(within(row).getByText(/3 people have reported Sam/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Sam' }).getAttribute('href')).toBe(
      `/users/${report.target.id}?eventId=${eventId}`,
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Mark reviewed' }));
    expect(await screen.findByText(/Nothing to review/)).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith(`reports/${report.id}/review`, { method: 'POST' });

    fireEvent.click(screen.getByRole('button', { name: 'Reviewed' }));
    const done = await screen.findByRole('article', { name: 'Report about Sam' });
    expect(within(done).getByText(/You reviewed this/)).toBeTruthy();
    expect(within(done).queryByRole('button', { name: 'Mark reviewed' })).toBeNull();
    expect(mockedApi).toHaveBeenCalledWith(`events/${eventId}/reports`, {
      query: { status: 'reviewed', page: 1 },
      signal: expect.any(AbortSignal),
    });
  });

  it('shows a refusal (not the host) readably', async () => {
    mockedApi.mockRejectedValue(
      new ApiError(403, 'FORBIDDEN', 'Only the host of the event can moderate its reports'),
    );
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain('Only the host');
  });
});
