import type { PayoutAccount } from '@mingle/shared/schemas/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, type Envelope } from '../../../lib/api-client.ts';

/** Query-cache keys of the host's payout accounts. */
export const payoutAccountKeys = {
  all: ['payout-accounts'] as const,
};

/**
 * GET payout-accounts: the organization's accounts (last 4 digits only), or null when the
 * caller has no organization yet (404).
 */
export async function getPayoutAccounts(signal?: AbortSignal): Promise<PayoutAccount[] | null> {
  try {
    const res = await api<Envelope<{ items: PayoutAccount[] }>>('payout-accounts', { signal });
    return res.data.items;
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
    refetchInterval: (query) => (query.state.data?.some((a) => a.status === 'pending') ? 2000 : false),
  });
}

export function usePayoutAccounts() {
  return useQuery(payoutAccountsQueryOptions());
}

/** The account payouts go to by default, if any. */
export const defaultAccount = (accounts: readonly PayoutAccount[] | null | undefined) =>
  accounts?.find((a) => a.isDefault) ?? null;
