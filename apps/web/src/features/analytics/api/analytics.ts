import { analyticsPaths } from '@mingle/shared/endpoints/analytics.paths';
import { discoverPaths } from '@mingle/shared/endpoints/discover.paths';
import type { RangeDateFilter } from '@mingle/shared/enums';
import type { AnalyticsView } from '@mingle/shared/schemas/analytics';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useHostOrganizationId } from '../../../entities/organization/api/my-organizations.ts';
import { type AnswerData, call, callDownload } from '../../../lib/api-call.ts';

/** What every analytics view is asked for: the range, one event or all, the viewer's zone. */
export interface AnalyticsFilter {
  range: RangeDateFilter;
  eventId: string | null;
}

const PATHS = {
  overview: analyticsPaths.overview,
  revenue: analyticsPaths.revenue,
  guests: analyticsPaths.guests,
  matches: analyticsPaths.matches,
  'connection-requests': analyticsPaths.connectionRequests,
} as const satisfies Record<AnalyticsView, unknown>;

/** What each view answers, by its declaration. */
type ViewData = { [V in AnalyticsView]: AnswerData<(typeof PATHS)[V]> };

/** The viewer's zone: "Today" is the host's today, wherever the server is. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** `organizationId`: the organization chosen in Host Center (undefined: the API's default one). */
const queryOf = (filter: AnalyticsFilter, organizationId: string | undefined) => ({
  range: filter.range,
  eventId: filter.eventId ?? undefined,
  tz: viewerTimeZone(),
  organizationId,
});

export const analyticsKeys = {
  all: ['analytics'] as const,
  view: (view: AnalyticsView, filter: AnalyticsFilter, organizationId: string | undefined) =>
    ['analytics', view, organizationId ?? null, filter.range, filter.eventId ?? 'all'] as const,
  events: (organizationId: string | undefined) => ['analytics', 'events', organizationId ?? null] as const,
};

export async function getAnalytics<V extends AnalyticsView>(
  view: V,
  filter: AnalyticsFilter,
  organizationId: string | undefined,
  signal?: AbortSignal,
): Promise<ViewData[V]> {
  const answer = await call(PATHS[view] as typeof analyticsPaths.overview, {
    query: queryOf(filter, organizationId),
    signal,
  });
  // Every view takes the same query; each answers its own figures (ViewData, from the declarations).
  return answer.data as ViewData[V];
}

export function useAnalytics<V extends AnalyticsView>(view: V, filter: AnalyticsFilter) {
  const { ready, organizationId } = useHostOrganizationId();
  return useQuery({
    queryKey: analyticsKeys.view(view, filter, organizationId),
    queryFn: ({ signal }) => getAnalytics(view, filter, organizationId, signal),
    enabled: ready,
    // Switching ranges keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The same figures as CSV, saved through the browser's download (named by the server). */
export async function downloadAnalyticsCsv(
  view: AnalyticsView,
  filter: AnalyticsFilter,
  organizationId: string | undefined,
): Promise<void> {
  const { blob, fileName } = await callDownload(PATHS[view] as typeof analyticsPaths.overview, {
    query: { ...queryOf(filter, organizationId), format: 'csv' },
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? `mingle-analytics-${view}-${filter.range}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadAnalyticsCsv(view: AnalyticsView) {
  const { organizationId } = useHostOrganizationId();
  return useMutation({
    mutationFn: (filter: AnalyticsFilter) => downloadAnalyticsCsv(view, filter, organizationId),
  });
}

export interface PickableEvent {
  id: string;
  title: string | null;
  startsAt: string | null;
}

/**
 * The organization's events for the picker, page by page: each page is the next page of
 * upcoming and of past events (host/events pages of 20), so a host with hundreds of events
 * loads more as they look for one.
 */
export function useAnalyticsEvents() {
  const { ready, organizationId } = useHostOrganizationId();
  const query = useInfiniteQuery({
    queryKey: analyticsKeys.events(organizationId),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const pages = await Promise.all(
        (['upcoming', 'past'] as const).map((tab) =>
          call(discoverPaths.hostEvents, { query: { tab, page: pageParam, organizationId }, signal }),
        ),
      );
      return {
        events: pages.flatMap((p) =>
          p.data.items.map((e): PickableEvent => ({ id: e.id, title: e.title, startsAt: e.startsAt })),
        ),
        total: pages.reduce((n, p) => n + p.data.total, 0),
        hasMore: pages.some((p) => p.data.hasMore),
      };
    },
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
    enabled: ready,
    staleTime: 60_000,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    events: pages.flatMap((p) => p.events),
    total: pages[0]?.total ?? 0,
  };
}
