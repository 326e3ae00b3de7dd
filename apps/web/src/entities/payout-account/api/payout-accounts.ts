import { payoutsPaths } from '@mingle/shared/endpoints/payouts.paths';
import type { PayoutAccount, PayoutProviderName } from '@mingle/shared/schemas/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** Query-cache keys of the host's payout accounts. */
export const payoutAccountKeys = {
  all: ['payout-accounts'] as const,
};

export interface PayoutAccounts {
  /** sandbox: bank details typed here; stripe: Stripe's hosted onboarding. */
  provider: PayoutProviderName;
  items: PayoutAccount[];
}

/**
 * GET payout-accounts: the organization's accounts (last 4 digits only), or null when the
 * caller has no organization yet (404).
 */
export async function getPayoutAccounts(signal?: AbortSignal): Promise<PayoutAccounts | null> {
  try {
    const res = await call(payoutsPaths.listAccounts, { signal });
    return res.data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function payoutAccountsQueryOptions() {
  return queryOptions({
    queryKey: payoutAccountKeys.all,
    queryFn: ({ signal }) => getPayoutAccounts(signal),
    // A new account is verified in the background within seconds.
    refetchInterval: (query) => (query.state.data?.items.some((a) => a.status === 'pending') ? 2000 : false),
  });
}

export function usePayoutAccounts() {
  return useQuery(payoutAccountsQueryOptions());
}

/** The account payouts go to by default, if any. */
export const defaultAccount = (accounts: PayoutAccounts | null | undefined) =>
  accounts?.items.find((a) => a.isDefault) ?? null;

/** "Sandbox Bank ••••6789", or what is known before a hosted onboarding reports the bank. */
export function accountLabel(account: PayoutAccount): string {
  const bank = account.bankName ?? 'Bank account';
  return account.last4
    ? `${bank} ••••${account.last4}`
    : `${bank} (details at ${account.provider === 'stripe' ? 'Stripe' : 'the bank'})`;
}
