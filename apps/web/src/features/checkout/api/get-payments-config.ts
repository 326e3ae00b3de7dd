import { ordersPaths } from '@mingle/shared/endpoints/orders.paths';
import type { PaymentsConfig } from '@mingle/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { checkoutKeys } from './keys.ts';

/** GET payments/config: sandbox or Stripe, and the test cards in dev mode. */
export async function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const res = await call(ordersPaths.paymentsConfig, { signal });
  return res.data;
}

export function usePaymentsConfig() {
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.paymentsConfig,
      queryFn: ({ signal }) => getPaymentsConfig(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
