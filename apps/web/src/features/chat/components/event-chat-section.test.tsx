import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import { EventChatSection } from './event-chat-section.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);
const EVENT = '11111111-1111-4111-8111-111111111111';

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <EventChatSection eventId={EVENT} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mockedApi.mockReset();
  localStorage.setItem('user_token', 'token');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('<EventChatSection>', () => {
  it('tells a guest who does not attend how to join (NOT_ATTENDING)', async () => {
    mockedApi.mockRejectedValue(new ApiError(403, 'NOT_ATTENDING', 'Only guests who are going'));
    renderSection();
    expect(await screen.findByText('For guests only')).toBeTruthy();
    expect(screen.getByText('RSVP Yes or get a ticket to join the conversation.')).toBeTruthy();
  });

  it('says so when the host turned the chat off (CHAT_OFF)', async () => {
    mockedApi.mockRejectedValue(new ApiError(403, 'CHAT_OFF', 'The event chat is off'));
    renderSection();
    expect(await screen.findByText('The chat is off')).toBeTruthy();
    expect(screen.getByText('The host has turned the event chat off for this event.')).toBeTruthy();
  });
});
