import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import DevOutboxPage from './dev-outbox-page.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));

const mockedApi = vi.mocked(api);

function renderPage(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <DevOutboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const message = (id: string, body: string, sentAt: string) => ({
  id,
  to: 'ada@example.com',
  channel: 'email' as const,
  subject: 'Your Mingle code',
  body,
  html: null,
  attachments: [],
  sentAt,
});

beforeEach(() => {
  mockedApi.mockReset();
});
afterEach(cleanup);

describe('/dev/outbox', () => {
  it('shows the messages for ?to=, newest first', async () => {
    mockedApi.mockResolvedValue({
      success: true,
      data: {
        items: [
          message('1', 'Your code is 111111', '2026-11-22T10:00:00.000Z'),
          message('2', 'Your code is 222222', '2026-11-22T10:05:00.000Z'),
        ],
      },
    });
    renderPage('/dev/outbox?to=ada%40example.com');
    expect((screen.getByLabelText('Phone number or e-mail') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    await screen.findByText('Your code is 222222');
    const bodies = screen.getAllByText(/Your code is/).map((el) => el.textContent);
    expect(bodies).toEqual(['Your code is 222222', 'Your code is 111111']);
    expect(mockedApi).toHaveBeenCalledWith(
      'dev/outbox',
      expect.objectContaining({ query: { to: 'ada@example.com' } }),
    );
  });

  it('asks again on Refresh', async () => {
    mockedApi.mockResolvedValue({ success: true, data: { items: [] } });
    renderPage('/dev/outbox?to=%2B14155550100');
    await screen.findByText('No messages yet');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(mockedApi).toHaveBeenCalledTimes(2));
  });

  it("shows an e-mail's HTML part in a sandboxed iframe, its text part on demand, and its attachments", async () => {
    const html = '<p>Hello</p><script>parent.alert(1)</script>';
    mockedApi.mockResolvedValue({
      success: true,
      data: {
        items: [
          {
            ...message('1', 'Thanks for your order!', '2026-11-22T10:00:00.000Z'),
            subject: 'Your tickets for Jazz Night',
            html,
            attachments: [
              {
                filename: 'event.ics',
                contentType: 'text/calendar; charset=utf-8',
                content: 'BEGIN:VCALENDAR',
              },
            ],
          },
        ],
      },
    });
    renderPage('/dev/outbox?to=ada%40example.com');
    const frame = await screen.findByTitle('HTML part of Your tickets for Jazz Night');
    // An empty sandbox: no scripts, no forms, no same-origin access to the app.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    expect(screen.queryByText('Thanks for your order!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Plain text' }));
    expect(screen.getByText('Thanks for your order!')).toBeTruthy();
    const file = screen.getByRole('link', { name: 'event.ics' });
    expect(file.getAttribute('download')).toBe('event.ics');
    expect(file.getAttribute('href')).toBe('data:text/calendar; charset=utf-8,BEGIN%3AVCALENDAR');
  });

  it('says it is off when the API answers 404 (production)', async () => {
    mockedApi.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Not found'));
    renderPage('/dev/outbox');
    await screen.findByText('The dev outbox is off in production.');
  });
});
