import type { SharedTicket, Ticket } from '@mingle/shared/schemas/tickets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import { takeReturnPath } from '../../../lib/return-path.ts';
import SharedPage from './shared-page.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

const shared: SharedTicket = {
  event: {
    id: '00000000-0000-4000-8000-0000000000ee',
    title: 'Sunset Rooftop Social',
    status: 'published',
    startsAt: '2026-11-29T17:00:00Z',
    endsAt: null,
    timeZone: 'America/New_York',
    venueName: 'The Roof',
    address: null,
    city: 'New York',
    onlineUrl: null,
    coverImage: null,
  },
  ticketTypeName: 'General admission',
  fromName: 'Gina',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderPage(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/shared" element={<SharedPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const token = 'a'.repeat(43);

beforeEach(() => {
  mockedApi.mockReset();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/shared', () => {
  it('shows the ticket and sends a signed-out friend to sign in, remembering the link', async () => {
    mockedApi.mockResolvedValue({ success: true, data: shared });
    renderPage(`/shared?token=${token}`);
    await screen.findByText('Gina sent you a ticket');
    expect(screen.getByText('Sunset Rooftop Social')).toBeTruthy();
    expect(screen.getByText('General admission')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to claim' }));
    expect(screen.getByTestId('where').textContent).toBe('/auth');
    expect(takeReturnPath()).toBe(`/shared?token=${token}`);
  });

  it('claims the ticket when signed in and opens it', async () => {
    localStorage.setItem('user_token', 'token');
    const ticket = { id: '00000000-0000-4000-8000-000000000011' } as Ticket;
    mockedApi
      .mockResolvedValueOnce({ success: true, data: shared })
      .mockResolvedValueOnce({ success: true, data: ticket });
    renderPage(`/shared?token=${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim ticket' }));
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/tickets/${ticket.id}`));
    expect(mockedApi).toHaveBeenCalledWith(`shared/${token}/claim`, { method: 'POST' });
  });

  it('says why a claim was refused, e.g. your own ticket', async () => {
    localStorage.setItem('user_token', 'token');
    mockedApi
      .mockResolvedValueOnce({ success: true, data: shared })
      .mockRejectedValueOnce(new ApiError(422, 'UNPROCESSABLE', 'This ticket is already yours'));
    renderPage(`/shared?token=${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim ticket' }));
    await screen.findByText('This ticket is already yours');
  });

  it('explains a claimed or revoked link', async () => {
    mockedApi.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'This link is no longer valid'));
    renderPage(`/shared?token=${token}`);
    await screen.findByText('This link no longer works');
  });

  it('explains what the page is for without a link', () => {
    renderPage('/shared');
    expect(screen.getByText('No shared ticket to show')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
  });
});
