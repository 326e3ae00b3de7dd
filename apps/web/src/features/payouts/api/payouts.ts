import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import { payoutsPaths } from '@mingle/shared/endpoints/payouts.paths';
import type { CreatePayoutRequest, Payout, PayoutPage } from '@mingle/shared/schemas/payouts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';
import { payoutKeys } from './keys.ts';

/** POST payouts (+ Idempotency-Key, so a retried click never pays out twice). */
export async function requestPayout(body: CreatePayoutRequest, idempotencyKey: string): Promise<Payout> {
  const res = await call(payoutsPaths.request, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  return res.data;
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreatePayoutRequest; key: string }) => requestPayout(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/** GET payouts?page: newest first, 20 a page. */
export async function getPayouts(page: number, signal?: AbortSignal): Promise<PayoutPage> {
  return (await call(payoutsPaths.list, { query: { page }, signal })).data;
}

export function usePayouts() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: payoutKeys.history,
      queryFn: ({ pageParam, signal }) => getPayouts(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      refetchInterval: (query) =>
        query.state.data?.pages.some((p) =>
          p.items.some((i) => i.status === 'requested' || i.status === 'processing'),
        )
          ? 2000
          : false,
    }),
  );
}
