import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import type { Order, PaymentsConfig } from '@mingle/shared/schemas/orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import { PaymentStep } from './payment-step.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

const config: PaymentsConfig = {
  provider: 'sandbox',
  publishableKey: null,
  testCards: {
    succeeds: '4242424242424242',
    declined: '4000000000000002',
    processingError: '4000000000000119',
  },
  holdMinutes: 10,
};

function order(patch: Partial<Order> = {}): Order {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    eventId: '00000000-0000-4000-8000-0000000000ee',
    status: 'pending',
    subtotalCents: 5000,
    discountCents: 0,
    feeCents: 450,
    totalCents: 5450,
    currency: 'USD',
    items: [
      {
        ticketTypeId: 't',
        name: 'General admission',
        quantity: 2,
        unitPriceCents: 2500,
        unitDiscountCents: 0,
        unitNetCents: 2500,
        unitTaxCents: 0,
        unitGrossCents: 2500,
      },
    ],
    promoCode: null,
    expiresAt: new Date(Date.now() + 9 * 60_000).toISOString(),
    paidAt: null,
    createdAt: new Date().toISOString(),
    paymentError: null,
    payment: null,
    event: { id: '00000000-0000-4000-8000-0000000000ee', title: 'Rooftop', startsAt: null, timeZone: null },
    tickets: [],
    ...patch,
  };
}

function renderStep(o: Order) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PaymentStep order={o} config={config} onStripeConfirmed={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function payWith(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay $54.50' }));
}

const sentKey = (call: number) =>
  (mockedApi.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER];

beforeEach(() => {
  mockedApi.mockReset();
});
afterEach(cleanup);

describe('Payment', () => {
  it('formats the card number as it is typed and fills a test card in one click', () => {
    renderStep(order());
    const number = screen.getByLabelText('Card number') as HTMLInputElement;
    fireEvent.change(number, { target: { value: '42424242' } });
    expect(number.value).toBe('4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Use 4000 0000 0000 0002' }));
    expect(number.value).toBe('4000 0000 0000 0002');
  });

  it('shows a decline readably and pays the same order with another card, under a new key', async () => {
    mockedApi
      .mockRejectedValueOnce(new ApiError(422, 'PAYMENT_DECLINED', 'Your card was declined.'))
      .mockResolvedValueOnce({ success: true, data: order({ status: 'paid' }) });
    renderStep(order());
    payWith('4000 0000 0000 0002');
    await screen.findByText('Payment declined');
    expect(screen.getByText('Your card was declined. Your tickets are still held.')).toBeTruthy();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');

    payWith('4242 4242 4242 4242');
    await vi.waitFor(() => expect(mockedApi).toHaveBeenCalledTimes(2));
    const path = `orders/${order().id}/pay`;
    expect(mockedApi.mock.calls[0]?.[0]).toBe(path);
    expect(mockedApi.mock.calls[1]?.[0]).toBe(path);
    expect(mockedApi.mock.calls[1]?.[1]?.body).toEqual({ cardNumber: '4242424242424242' });
    expect(sentKey(1)).not.toBe(sentKey(0));
  });

  it('retries a failed attempt with the same key, so a lost answer never charges twice', async () => {
    mockedApi
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'You seem to be offline.'))
      .mockRejectedValueOnce(
        new ApiError(503, 'PAYMENT_FAILED', 'The payment provider could not be reached.'),
      );
    renderStep(order());
    payWith('4242 4242 4242 4242');
    await screen.findByText('You seem to be offline.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $54.50' }));
    await screen.findByText(/Nothing was charged/);
    expect(sentKey(0)).toBeTruthy();
    expect(sentKey(1)).toBe(sentKey(0));
  });

  it('says the hold expired and offers to start again', () => {
    renderStep(order({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    expect(screen.getByText('Your hold expired — the tickets were released')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe(
      `/checkout?eventId=${order().eventId}`,
    );
  });

  it('does not pay with a card that fails its checks', () => {
    renderStep(order());
    payWith('4242 4242 4242 4241');
    expect(screen.getByText('Check the card number')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
  });
});
