import type { PayoutAccount, PayoutBalance } from '@mingle/shared/schemas/payouts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import { PayoutRequestSection } from './payout-request-section.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

function withQueries(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

const balance: PayoutBalance = {
  currency: 'USD',
  availableCents: 5025,
  pendingCents: 0,
  paidOutCents: 0,
  inFlightCents: 0,
  lifetimeNetCents: 5025,
  owedCents: 0,
};
const account: PayoutAccount = {
  id: '00000000-0000-4000-8000-0000000000a1',
  provider: 'sandbox',
  accountHolderName: 'Hana Host',
  bankName: 'Sandbox Bank',
  last4: '6789',
  currency: 'USD',
  status: 'verified',
  failureReason: null,
  isDefault: true,
  onboardingUrl: null,
  createdAt: '2026-11-22T10:00:00Z',
};

beforeEach(() => mockedApi.mockReset());
afterEach(cleanup);

describe('Payout Request', () => {
  it('says what comes first while identity or an account is missing', () => {
    withQueries(<PayoutRequestSection balance={balance} account={null} kycStatus="KYC" />);
    expect(screen.getByText('Verify your identity below first.')).toBeTruthy();
    cleanup();
    withQueries(<PayoutRequestSection balance={balance} account={null} kycStatus="Completed" />);
    expect(screen.getByText('Add a payout account below first.')).toBeTruthy();
  });

  it('prefills the available balance, confirms, then sends integer cents with an Idempotency-Key', async () => {
    mockedApi.mockResolvedValueOnce({
      success: true,
      data: { id: 'p1', amountCents: 5025, status: 'requested' },
    });
    withQueries(<PayoutRequestSection balance={balance} account={account} kycStatus="Completed" />);
    const amount = screen.getByLabelText('Amount (USD)') as HTMLInputElement;
    expect(amount.value).toBe('50.25');
    fireEvent.change(amount, { target: { value: '20.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review payout' }));
    expect(await screen.findByText(/to Sandbox Bank ••••6789\?/)).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payout' }));
    expect(await screen.findByText(/Payout of \$20.10 requested/)).toBeTruthy();
    const [path, options] = mockedApi.mock.calls[0] ?? [];
    expect(path).toBe('payouts');
    expect(options?.body).toEqual({ amountCents: 2010, payoutAccountId: account.id });
    expect(options?.headers?.['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  });

  it('refuses more than available before asking the server, and shows the server’s reason', async () => {
    withQueries(<PayoutRequestSection balance={balance} account={account} kycStatus="Completed" />);
    const amount = screen.getByLabelText('Amount (USD)');
    fireEvent.change(amount, { target: { value: '50.26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review payout' }));
    expect(await screen.findByText('At most 50.25 is available')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '10' } });
    mockedApi.mockRejectedValueOnce(
      new ApiError(422, 'INSUFFICIENT_BALANCE', 'Only $5.00 is available to pay out'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Review payout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm payout' }));
    expect(await screen.findByText('Only $5.00 is available to pay out')).toBeTruthy();
  });
});
