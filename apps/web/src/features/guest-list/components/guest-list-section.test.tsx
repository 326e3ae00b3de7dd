import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import { GuestListSection } from './guest-list-section.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));

const mockedApi = vi.mocked(api);
const EVENT = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <GuestListSection eventId={EVENT} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page = (items: unknown[]) => ({
  success: true,
  data: { items, page: 1, pageSize: 20, total: items.length, hasMore: false },
});

const ben = {
  id: BEN,
  firstName: 'Ben',
  age: 30,
  intent: 'Friendship',
  intentIcon: 'Handshake',
  gender: 'Man',
  profilePhoto: null,
  connectionStatus: null,
};

beforeEach(() => {
  mockedApi.mockReset();
  localStorage.setItem('user_token', 'token');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('<GuestListSection>', () => {
  it('tells a guest who does not attend how to see who is going', async () => {
    mockedApi.mockRejectedValue(
      new ApiError(403, 'NOT_ATTENDING', 'The guest list is open to guests with a ticket or a Yes RSVP'),
    );
    renderSection();
    expect(await screen.findByText("RSVP Yes or get a ticket to see who's going")).toBeTruthy();
  });

  it('says so when the host turned the guest list off', async () => {
    mockedApi.mockRejectedValue(new ApiError(403, 'GUEST_LIST_OFF', 'The guest list is off for this event'));
    renderSection();
    expect(await screen.findByText('The host has turned the guest list off for this event.')).toBeTruthy();
  });

  it('says when nobody else is on the list yet', async () => {
    mockedApi.mockResolvedValue(page([]));
    renderSection();
    expect(await screen.findByText('Nobody yet')).toBeTruthy();
  });

  it('asks signed-out visitors to log in, without calling the API', () => {
    localStorage.clear();
    renderSection();
    expect(screen.getByText("Log in and RSVP Yes or get a ticket to see who's going.")).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it('shows each guest and sends a connection request from the card', async () => {
    mockedApi.mockImplementation(async (_path, options) => {
      if (options?.method === 'POST') return { success: true, data: { status: 'Connection Request Sent' } };
      return page([ben]);
    });
    renderSection();
    const card = (await screen.findByText('Ben, 30')).closest('li')!;
    expect(within(card).getByText('Friendship')).toBeTruthy();
    expect(within(card).getByText('Man')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Ben' }));
    expect(await screen.findByText('Connection Request Sent')).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith(
      `users/${BEN}/connection`,
      expect.objectContaining({ method: 'POST', body: { eventId: EVENT } }),
    );
  });

  it('filters by intent and gender through the API', async () => {
    mockedApi.mockResolvedValue(page([ben]));
    renderSection();
    await screen.findByText('Ben, 30');
    fireEvent.change(screen.getByLabelText('Intent'), { target: { value: 'Dating' } });
    await vi.waitFor(() =>
      expect(mockedApi).toHaveBeenLastCalledWith(
        `events/${EVENT}/guests`,
        expect.objectContaining({ query: { page: 1, intent: 'Dating', gender: undefined } }),
      ),
    );
  });
});
