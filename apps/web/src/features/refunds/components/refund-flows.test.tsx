import type { RefundRequest, TicketSummary } from '@mingle/shared/schemas/tickets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { TicketRefundSection } from './ticket-refund-section.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

function withQueries(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

const request: RefundRequest = {
  id: '00000000-0000-4000-8000-0000000000a1',
  orderId: '00000000-0000-4000-8000-0000000000b1',
  status: 'pending',
  reason: 'Flight cancelled',
  decisionMessage: null,
  decidedAt: null,
  createdAt: '2026-11-22T10:00:00Z',
  amountCents: 5000,
  feeCents: 0,
  currency: 'USD',
  refundStatus: null,
  ticketCount: 2,
  tickets: [
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      ticketTypeName: 'General',
      amountCents: 2500,
      holder: { id: '00000000-0000-4000-8000-0000000000d1', firstName: 'Gina' },
      claimedByFriend: false,
    },
    {
      id: '00000000-0000-4000-8000-0000000000e2',
      ticketTypeName: 'General',
      amountCents: 2500,
      holder: { id: '00000000-0000-4000-8000-0000000000f1', firstName: 'Fred' },
      claimedByFriend: true,
    },
  ],
  event: { id: '00000000-0000-4000-8000-0000000000c1', title: 'Rooftop', startsAt: null },
  requester: { id: '00000000-0000-4000-8000-0000000000d1', firstName: 'Gina' },
};

/** Tickets the signed-in guest holds in the order: two of the same type at $25. */
function held(status: TicketSummary['status'] = 'valid', priceCents = 2500): TicketSummary[] {
  return ['e1', 'e3'].map((n) => ({
    id: `00000000-0000-4000-8000-0000000000${n}`,
    orderId: request.orderId,
    status,
    redeemedAt: null,
    event: {} as TicketSummary['event'],
    ticketType: {
      id: '00000000-0000-4000-8000-000000000071',
      name: 'General',
      pricePaidCents: priceCents,
      currency: 'USD',
    },
    holder: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Gina Guest' },
    isBuyer: true,
    shareActive: false,
    createdAt: '2026-11-22T10:00:00Z',
  }));
}
const orderId = request.orderId;

const emptyPage = { items: [], page: 1, pageSize: 20, total: 0, hasMore: false };

beforeEach(() => {
  mockedApi.mockReset();
});
afterEach(cleanup);

describe('asking for a refund from the Ticket page', () => {
  it('needs a reason, then sends the tickets the guest picked', async () => {
    mockedApi
      .mockResolvedValueOnce({ success: true, data: emptyPage })
      .mockResolvedValueOnce({ success: true, data: request });
    withQueries(<TicketRefundSection orderId={orderId} tickets={held()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    expect(screen.getByText(/\$50\.00 goes back to the card that paid/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /General \(2 of 2\)/ }));
    expect(screen.getByText(/\$25\.00 goes back to the card that paid and this ticket stops/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Tell the host why you want a refund')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Why do you want a refund?'), {
      target: { value: 'Flight cancelled' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Refund requested');
    expect(mockedApi).toHaveBeenLastCalledWith(`orders/${orderId}/refund-requests`, {
      method: 'POST',
      body: { reason: 'Flight cancelled', ticketIds: ['00000000-0000-4000-8000-0000000000e1'] },
    });
  });

  it('shows a decision with the host message, and lets a declined guest ask again', async () => {
    const declined = { ...request, status: 'declined' as const, decisionMessage: 'No refunds this week' };
    mockedApi.mockResolvedValueOnce({ success: true, data: { ...emptyPage, items: [declined], total: 1 } });
    withQueries(<TicketRefundSection orderId={orderId} tickets={held()} />);
    await screen.findByText('Refund declined');
    expect(screen.getByText('No refunds this week')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a refund' })).toBeTruthy();
  });

  it('says nothing for free tickets never refunded, nor for tickets that no longer admit anyone', async () => {
    mockedApi.mockResolvedValue({ success: true, data: emptyPage });
    const { container } = withQueries(<TicketRefundSection orderId={orderId} tickets={held('valid', 0)} />);
    await vi.waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(container.textContent).toBe('');
    cleanup();
    const refunded = withQueries(<TicketRefundSection orderId={orderId} tickets={held('refunded')} />);
    await vi.waitFor(() => expect(mockedApi).toHaveBeenCalledTimes(2));
    expect(refunded.container.textContent).toBe('');
  });

  it('says nothing when the guest holds no ticket of the order', async () => {
    mockedApi.mockResolvedValueOnce({ success: true, data: emptyPage });
    const { container } = withQueries(<TicketRefundSection orderId={orderId} tickets={[]} />);
    await vi.waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});

describe('the host deciding', () => {
  it('approves with an optional message', async () => {
    mockedApi.mockResolvedValue({ success: true, data: { ...request, status: 'approved' } });
    const onClose = vi.fn();
    withQueries(<DecisionDialog target={{ request, decision: 'approve' }} onClose={onClose} />);
    expect(
      screen.getByText(/\$50\.00 goes back to the card that paid \(the ticketing fee is kept\)/),
    ).toBeTruthy();
    // The host sees whose tickets these are: one of them a friend claimed.
    expect(screen.getByText('Gina’s ticket')).toBeTruthy();
    expect(screen.getByText('Fred’s ticket (claimed from the buyer)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message to Gina (optional)'), {
      target: { value: 'Safe travels' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve refund' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockedApi).toHaveBeenCalledWith(`refund-requests/${request.id}/approve`, {
      method: 'POST',
      body: { message: 'Safe travels' },
    });
  });

  it('declines without a message', async () => {
    mockedApi.mockResolvedValue({ success: true, data: { ...request, status: 'declined' } });
    withQueries(<DecisionDialog target={{ request, decision: 'decline' }} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline refund' }));
    await vi.waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith(`refund-requests/${request.id}/decline`, {
        method: 'POST',
        body: {},
      }),
    );
  });
});
