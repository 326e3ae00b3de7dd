import { subscriptionsPaths } from '@mingle/shared/endpoints/subscriptions.paths';
import type { Page } from '@mingle/shared/errors';
import type { Subscriber } from '@mingle/shared/schemas/organizations';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { call, callDownload } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';

/** GET organizations/:id/subscribers (owner only): names, never contact details; `q` searches names. */
export async function getSubscribers(
  organizationId: string,
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Subscriber>> {
  const res = await call(subscriptionsPaths.subscribers, {
    params: { id: organizationId },
    query: { q: q || undefined, page },
    signal,
  });
  return res.data;
}

export function subscribersQueryOptions(organizationId: string, q: string) {
  return infiniteQueryOptions({
    queryKey: ['subscribers', organizationId, q] as const,
    queryFn: ({ pageParam, signal }) => getSubscribers(organizationId, q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useSubscribers(organizationId: string, q: string) {
  // While a new search loads, keep the old rows instead of flashing a spinner.
  return useInfiniteQuery({
    ...subscribersQueryOptions(organizationId, q),
    placeholderData: keepPreviousData,
  });
}

/** GET organizations/:id/subscribers.csv, saved through the browser's download. */
export async function downloadSubscribersCsv(organizationId: string): Promise<void> {
  const { blob, fileName } = await callDownload(subscriptionsPaths.subscribersCsv, {
    params: { id: organizationId },
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? 'subscribers.csv';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadSubscribersCsv() {
  return useMutation({ mutationFn: downloadSubscribersCsv });
}
