import { subscriptionsPaths } from '@mingle/shared/endpoints/subscriptions.paths';
import type { Page } from '@mingle/shared/errors';
import type { SubscribedOrganization } from '@mingle/shared/schemas/organizations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';
import { subscriptionKeys } from './subscription-keys.ts';

export type SubscriptionsPage = Page<SubscribedOrganization>;

/** GET me/subscriptions: the hosts the caller follows, newest first, 20 a page. */
export async function getMySubscriptions(page: number, signal?: AbortSignal): Promise<SubscriptionsPage> {
  const res = await call(subscriptionsPaths.mine, { query: { page }, signal });
  return res.data;
}

export function mySubscriptionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ pageParam, signal }) => getMySubscriptions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useMySubscriptions() {
  return useInfiniteQuery(mySubscriptionsQueryOptions());
}
