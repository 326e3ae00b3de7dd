import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import { textBlastsPaths } from '@mingle/shared/endpoints/text-blasts.paths';
import type { CreateBlastRequest, RecipientStatus } from '@mingle/shared/schemas/text-blasts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useHostOrganizationId } from '../../../entities/organization/api/my-organizations.ts';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';

/** Query-cache keys of text blasts; lists are per organization (`null`: the API's default one). */
export const blastKeys = {
  all: ['text-blasts'] as const,
  list: ['text-blasts', 'list'] as const,
  organizationEvents: (organizationId: string | undefined) =>
    ['text-blasts', 'events', organizationId ?? null] as const,
  organizationList: (organizationId: string | undefined) =>
    ['text-blasts', 'list', organizationId ?? null] as const,
  audience: (organizationId: string | undefined, eventId: string | null, segments: string) =>
    ['text-blasts', 'audience', organizationId ?? null, eventId, segments] as const,
  blast: (id: string) => ['text-blasts', 'blast', id] as const,
  recipients: (id: string, status: string) => ['text-blasts', 'blast', id, 'recipients', status] as const,
};

const ACTIVE = new Set(['queued', 'sending']);

/** GET text-blasts/events: the events of the organization chosen in Host Center with reachable counts, 20 a page. */
export function useBlastEvents() {
  const { ready, organizationId } = useHostOrganizationId();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: blastKeys.organizationEvents(organizationId),
      queryFn: async ({ pageParam, signal }) =>
        (await call(textBlastsPaths.events, { query: { page: pageParam, organizationId }, signal })).data,
      enabled: ready,
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

/** GET text-blasts: the organization's blasts, newest first; polled while one is going out. */
export function useBlasts() {
  const { ready, organizationId } = useHostOrganizationId();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: blastKeys.organizationList(organizationId),
      queryFn: async ({ pageParam, signal }) =>
        (await call(textBlastsPaths.list, { query: { page: pageParam, organizationId }, signal })).data,
      enabled: ready,
      initialPageParam: 1,
      getNextPageParam: nextPage,
      refetchInterval: (query) =>
        query.state.data?.pages.some((p) => p.items.some((b) => ACTIVE.has(b.status))) ? 3000 : false,
    }),
  );
}

/** GET text-blasts/audience: reachable people of the chosen groups and who is left out. */
export function useAudience(eventId: string | null, segments: readonly string[]) {
  const { ready, organizationId } = useHostOrganizationId();
  const list = segments.join(',');
  return useQuery(
    queryOptions({
      queryKey: blastKeys.audience(organizationId, eventId, list),
      queryFn: async ({ signal }) =>
        (
          await call(textBlastsPaths.audience, {
            query: { segments: list, organizationId, ...(eventId ? { eventId } : {}) },
            signal,
          })
        ).data,
      enabled: ready && segments.length > 0,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET text-blasts/:id; polled every 2 s while it goes out, the live socket fills the gaps sooner. */
export function useBlast(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: blastKeys.blast(id ?? ''),
      queryFn: async ({ signal }) =>
        (await call(textBlastsPaths.get, { params: { id: id ?? '' }, signal })).data,
      enabled: Boolean(id),
      refetchInterval: (query) => (query.state.data && ACTIVE.has(query.state.data.status) ? 2000 : false),
    }),
  );
}

/** GET text-blasts/:id/recipients: 20 a page, optionally one state only. */
export function useRecipients(id: string, status: RecipientStatus | '', page: number, live: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...blastKeys.recipients(id, status), page] as const,
      queryFn: async ({ signal }) =>
        (
          await call(textBlastsPaths.recipients, {
            params: { id },
            query: { page, ...(status ? { status } : {}) },
            signal,
          })
        ).data,
      placeholderData: keepPreviousData,
      refetchInterval: live ? 2000 : false,
    }),
  );
}

/**
 * POST text-blasts (for the organization chosen in Host Center), then POST text-blasts/:id/send
 * with an Idempotency-Key: a retried click sends once.
 */
export function useSendBlast() {
  const queryClient = useQueryClient();
  const { organizationId } = useHostOrganizationId();
  return useMutation({
    mutationFn: async ({
      draft,
      draftId,
      scheduledAt,
      key,
    }: {
      draft: CreateBlastRequest;
      draftId: string | null;
      scheduledAt: string | null;
      key: string;
    }) => {
      const id =
        draftId ?? (await call(textBlastsPaths.create, { body: { organizationId, ...draft } })).data.id;
      return (
        await call(textBlastsPaths.send, {
          params: { id },
          body: scheduledAt ? { scheduledAt } : {},
          headers: { [IDEMPOTENCY_HEADER]: key },
        })
      ).data;
    },
    onSuccess: (blast) => queryClient.setQueryData(blastKeys.blast(blast.id), blast),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blastKeys.list }),
  });
}

/** POST text-blasts/:id/cancel: a scheduled blast that has not started. */
export function useCancelBlast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(textBlastsPaths.cancel, { params: { id } })).data,
    onSuccess: (blast) => queryClient.setQueryData(blastKeys.blast(blast.id), blast),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blastKeys.list }),
  });
}
