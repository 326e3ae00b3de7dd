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

  describe('gender and intent, asked when first needed (SOCIAL_PROFILE_NEEDED)', () => {
    const me = {
      id: '33333333-3333-4333-8333-333333333333',
      gender: null,
      intent: null,
      visibility: {
        showAge: true,
        showGender: true,
        showIntent: true,
        showBio: true,
        showInGuestLists: true,
      },
    };
    const needed = () =>
      new ApiError(403, 'SOCIAL_PROFILE_NEEDED', 'Tell us how you identify', {
        gender: 'Choose how you identify',
        intent: 'Choose what you are here for',
      });

    it('asks in a sheet before the list, saves the answers and visibility, then shows the list', async () => {
      localStorage.setItem('userID', me.id);
      let answered = false;
      mockedApi.mockImplementation(async (path, options) => {
        if (path === 'getUserProfileDetails') return { success: true, data: me };
        if (path === 'updateUserDetailsWeb') {
          answered = true;
          return { success: true, data: { ...me, ...(options?.body as object) } };
        }
        if (path === 'updateUserDetails') return { success: true, data: me };
        if (!answered) throw needed();
        return page([ben]);
      });
      renderSection();
      const sheet = await screen.findByRole('dialog', { name: 'Before you see who’s going' });
      fireEvent.click(within(sheet).getByRole('button', { name: 'Save and see guests' }));
      expect(await within(sheet).findByText('Choose your gender')).toBeTruthy();
      fireEvent.click(within(sheet).getByLabelText('Non-Binary'));
      fireEvent.click(within(sheet).getByLabelText('Dating'));
      fireEvent.click(within(sheet).getByRole('switch', { name: 'Show my gender' }));
      fireEvent.click(within(sheet).getByRole('button', { name: 'Save and see guests' }));
      expect(await screen.findByText('Ben, 30')).toBeTruthy();
      expect(mockedApi).toHaveBeenCalledWith(
        'updateUserDetailsWeb',
        expect.objectContaining({ method: 'PUT', body: { gender: 'Non-Binary', intent: 'Dating' } }),
      );
      expect(mockedApi).toHaveBeenCalledWith(
        'updateUserDetails',
        expect.objectContaining({ method: 'PUT', body: { showGender: false } }),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('after "Not now", says why the list is not shown and offers the questions again', async () => {
      mockedApi.mockImplementation(async (path) => {
        if (path === 'getUserProfileDetails') return { success: true, data: me };
        throw needed();
      });
      renderSection();
      const sheet = await screen.findByRole('dialog');
      fireEvent.click(within(sheet).getByRole('button', { name: 'Not now' }));
      expect(await screen.findByText('Two questions first')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: "Answer and see who's going" }));
      expect(await screen.findByRole('dialog', { name: 'Before you see who’s going' })).toBeTruthy();
    });

    it('asks before a connection request, then sends it', async () => {
      localStorage.setItem('userID', me.id);
      let answered = false;
      mockedApi.mockImplementation(async (path, options) => {
        if (path === 'getUserProfileDetails') return { success: true, data: me };
        if (path === 'updateUserDetailsWeb') {
          answered = true;
          return { success: true, data: { ...me, ...(options?.body as object) } };
        }
        if (options?.method === 'POST') {
          if (!answered) throw needed();
          return { success: true, data: { status: 'Connection Request Sent' } };
        }
        return page([ben]);
      });
      renderSection();
      fireEvent.click(await screen.findByRole('button', { name: 'Connect with Ben' }));
      const sheet = await screen.findByRole('dialog', { name: 'Before you connect' });
      expect(within(sheet).queryByRole('alert')).toBeNull();
      fireEvent.click(within(sheet).getByLabelText('Woman'));
      fireEvent.click(within(sheet).getByLabelText('Friendship'));
      fireEvent.click(within(sheet).getByRole('button', { name: 'Save and connect' }));
      expect(await screen.findByText('Connection Request Sent')).toBeTruthy();
      expect(screen.queryByText('Tell us how you identify')).toBeNull();
    });
  });
});
