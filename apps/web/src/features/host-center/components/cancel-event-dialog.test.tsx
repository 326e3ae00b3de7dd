import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client.ts';
import { CancelEventDialog } from './cancel-event-dialog.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);
const eventId = '00000000-0000-4000-8000-0000000000c1';

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <CancelEventDialog eventId={eventId} title="Rooftop" open onClose={vi.fn()} />
    </QueryClientProvider>,
  );
}

const preview = { orderCount: 2, ticketCount: 3, refundCents: 8175, feesRefundedCents: 675, currency: 'USD' };

/** The preview first (the dialog asks on opening), then the cancel call. */
function answerPreviewThenCancel() {
  mockedApi.mockImplementation(async (...args: unknown[]) => {
    return String(args[0]).endsWith('/refunds/preview')
      ? { success: true, data: preview }
      : { success: true, data: { id: eventId, status: 'cancelled' } };
  });
}

beforeEach(() => mockedApi.mockReset());
afterEach(cleanup);

describe('cancelling an event with paid tickets', () => {
  it('says what goes back, then cancels and refunds the total it showed in one call', async () => {
    answerPreviewThenCancel();
    renderDialog();
    expect(await screen.findByText('$81.75 goes back to guests')).toBeTruthy();
    expect(
      screen.getByText(/3 paid tickets: each buyer gets the ticket price and the ticketing fee/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message to your guests'), { target: { value: 'Flooded' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund everyone' }));
    await vi.waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith(`events/${eventId}/cancel`, {
        method: 'POST',
        body: { message: 'Flooded', refund: true, expectedRefundCents: 8175 },
      }),
    );
  });

  it('lets the host leave the money for later, and says so', async () => {
    answerPreviewThenCancel();
    renderDialog();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Refund everyone now/ }));
    expect(await screen.findByText('No one is refunded now')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message to your guests'), { target: { value: 'Flooded' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    await vi.waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith(`events/${eventId}/cancel`, {
        method: 'POST',
        body: { message: 'Flooded', refund: false },
      }),
    );
  });
});
