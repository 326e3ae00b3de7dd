import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client.ts';
import { TeamInvitationsBanner } from './team-invitations-banner.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

const invitation = (name: string) => ({
  id: crypto.randomUUID(),
  organization: { id: crypto.randomUUID(), name },
  role: 'door',
  invitedBy: { id: crypto.randomUUID(), name: 'Ada' },
  createdAt: '2026-11-27T10:00:00Z',
});

function renderBanner(items: unknown[]) {
  mockedApi.mockResolvedValue({ success: true, data: { items } });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TeamInvitationsBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => mockedApi.mockReset());
afterEach(cleanup);

describe('TeamInvitationsBanner', () => {
  it('names the team that invited the person and links to the answer', async () => {
    renderBanner([invitation('Night Owls')]);
    expect(await screen.findByText(/Night Owls invited you to its team/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accept or decline' }).getAttribute('href')).toBe(
      '/team-invitations',
    );
    expect(mockedApi.mock.calls[0]?.[0]).toBe('me/team-invitations');
  });

  it('counts several, and shows nothing when none wait', async () => {
    const { unmount } = renderBanner([invitation('A'), invitation('B')]);
    expect(await screen.findByText(/2 teams invited you/)).toBeTruthy();
    unmount();
    const { container } = renderBanner([]);
    await vi.waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
