import type { RangeDateFilter } from '@mingle/shared/enums';
import type {
  AnalyticsOverview,
  AnalyticsView,
  ConnectionRequestAnalytics,
  GuestAnalytics,
  MatchAnalytics,
  RevenueAnalytics,
} from '@mingle/shared/schemas/analytics';
import type { HostEventsPage } from '@mingle/shared/schemas/events';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiDownload, type Envelope } from '../../../lib/api-client.ts';

/** What every analytics view is asked for: the range, one event or all, the viewer's zone. */
export interface AnalyticsFilter {
  range: RangeDateFilter;
  eventId: string | null;
}

interface ViewData {
  overview: AnalyticsOverview;
  revenue: RevenueAnalytics;
  guests: GuestAnalytics;
  matches: MatchAnalytics;
  'connection-requests': ConnectionRequestAnalytics;
}

const PATHS: Record<AnalyticsView, string> = {
  overview: 'host/analytics',
  revenue: 'host/analytics/revenue',
  guests: 'host/analytics/guests',
  matches: 'host/analytics/matches',
  'connection-requests': 'host/analytics/connection-requests',
};

/** The viewer's zone: "Today" is the host's today, wherever the server is. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const queryOf = (filter: AnalyticsFilter) => ({
  range: filter.range,
  eventId: filter.eventId ?? undefined,
  tz: viewerTimeZone(),
});

export const analyticsKeys = {
  all: ['analytics'] as const,
  view: (view: AnalyticsView, filter: AnalyticsFilter) =>
    ['analytics', view, filter.range, filter.eventId ?? 'all'] as const,
  events: ['analytics', 'events'] as const,
};

export async function getAnalytics<V extends AnalyticsView>(
  view: V,
  filter: AnalyticsFilter,
  signal?: AbortSignal,
): Promise<ViewData[V]> {
  return (await api<Envelope<ViewData[V]>>(PATHS[view], { query: queryOf(filter), signal })).data;
}

export function useAnalytics<V extends AnalyticsView>(view: V, filter: AnalyticsFilter) {
  return useQuery({
    queryKey: analyticsKeys.view(view, filter),
    queryFn: ({ signal }) => getAnalytics(view, filter, signal),
    // Switching ranges keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The same figures as CSV, saved through the browser's download (named by the server). */
export async function downloadAnalyticsCsv(view: AnalyticsView, filter: AnalyticsFilter): Promise<void> {
  const { blob, fileName } = await apiDownload(PATHS[view], { query: { ...queryOf(filter), format: 'csv' } });
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
  return useMutation({ mutationFn: (filter: AnalyticsFilter) => downloadAnalyticsCsv(view, filter) });
}

export interface PickableEvent {
  id: string;
  title: string | null;
  startsAt: string | null;
}

/** The host's events for the picker: the first page of upcoming and of past events. */
export function useAnalyticsEvents() {
  return useQuery({
    queryKey: analyticsKeys.events,
    queryFn: async ({ signal }): Promise<PickableEvent[]> => {
      const pages = await Promise.all(
        (['upcoming', 'past'] as const).map((tab) =>
          api<Envelope<HostEventsPage>>('host/events', { query: { tab, page: 1 }, signal }),
        ),
      );
      return pages.flatMap((p) =>
        p.data.items.map((e) => ({ id: e.id, title: e.title, startsAt: e.startsAt })),
      );
    },
    staleTime: 60_000,
  });
}
