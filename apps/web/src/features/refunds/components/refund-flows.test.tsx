import type { Order } from '@mingle/shared/schemas/orders';
import type { RefundRequest } from '@mingle/shared/schemas/tickets';
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
  currency: 'USD',
  refundStatus: null,
  ticketCount: 2,
  event: { id: '00000000-0000-4000-8000-0000000000c1', title: 'Rooftop', startsAt: null },
  requester: { id: '00000000-0000-4000-8000-0000000000d1', firstName: 'Gina' },
};

const order = {
  id: request.orderId,
  status: 'paid',
  subtotalCents: 5000,
  discountCents: 0,
  currency: 'USD',
} as Order;

const emptyPage = { items: [], page: 1, pageSize: 20, total: 0, hasMore: false };

beforeEach(() => {
  mockedApi.mockReset();
});
afterEach(cleanup);

describe('asking for a refund from the Ticket page', () => {
  it('needs a reason, then sends it for the whole order', async () => {
    mockedApi
      .mockResolvedValueOnce({ success: true, data: emptyPage })
      .mockResolvedValueOnce({ success: true, data: request });
    withQueries(<TicketRefundSection order={order} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Tell the host why you want a refund')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Why do you want a refund?'), {
      target: { value: 'Flight cancelled' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Refund requested');
    expect(mockedApi).toHaveBeenLastCalledWith(`orders/${order.id}/refund-requests`, {
      method: 'POST',
      body: { reason: 'Flight cancelled' },
    });
  });

  it('shows a decision with the host message, and lets a declined guest ask again', async () => {
    const declined = { ...request, status: 'declined' as const, decisionMessage: 'No refunds this week' };
    mockedApi.mockResolvedValueOnce({ success: true, data: { ...emptyPage, items: [declined], total: 1 } });
    withQueries(<TicketRefundSection order={order} />);
    await screen.findByText('Refund declined');
    expect(screen.getByText('No refunds this week')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a refund' })).toBeTruthy();
  });

  it('says nothing for a free order never refunded', async () => {
    mockedApi.mockResolvedValueOnce({ success: true, data: emptyPage });
    const { container } = withQueries(<TicketRefundSection order={{ ...order, subtotalCents: 0 }} />);
    await vi.waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});

describe('the host deciding', () => {
  it('approves with an optional message', async () => {
    mockedApi.mockResolvedValue({ success: true, data: { ...request, status: 'approved' } });
    const onClose = vi.fn();
    withQueries(<DecisionDialog target={{ request, decision: 'approve' }} onClose={onClose} />);
    expect(screen.getByText(/\$50\.00 goes back to Gina's card \(the ticketing fee is kept\)/)).toBeTruthy();
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
