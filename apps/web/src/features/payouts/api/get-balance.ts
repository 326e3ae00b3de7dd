import { payoutsPaths } from '@mingle/shared/endpoints/payouts.paths';
import type { PayoutBalance } from '@mingle/shared/schemas/payouts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { payoutKeys } from './keys.ts';

/** GET payouts/balance: available, pending, in flight and paid out, from the ledger. */
export async function getBalance(signal?: AbortSignal): Promise<PayoutBalance> {
  return (await call(payoutsPaths.balance, { signal })).data;
}

export function useBalance(enabled = true) {
  return useQuery({
    enabled,
    queryKey: payoutKeys.balance,
    queryFn: ({ signal }) => getBalance(signal),
    // Money in flight settles by background jobs within seconds.
    refetchInterval: (query) => ((query.state.data?.inFlightCents ?? 0) > 0 ? 2000 : false),
  });
}
