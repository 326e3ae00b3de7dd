import { safetyPaths } from '@mingle/shared/endpoints/safety.paths';
import type { ModerationPage, ModerationReport, ReportStatusFilter } from '@mingle/shared/schemas/social';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';

export type { ReportStatusFilter };

export const eventReportKeys = {
  all: eventKeys.reports,
  list: (eventId: string, status: ReportStatusFilter) => [...eventReportKeys.all(eventId), status] as const,
};

/** GET events/:id/reports (the event's host only): never names the reporter; 20 a page. */
export async function getEventReports(
  eventId: string,
  status: ReportStatusFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ModerationPage> {
  const res = await call(safetyPaths.reports, { params: { id: eventId }, query: { status, page }, signal });
  return res.data;
}

export function eventReportsQueryOptions(eventId: string, status: ReportStatusFilter) {
  return infiniteQueryOptions({
    queryKey: eventReportKeys.list(eventId, status),
    queryFn: ({ pageParam, signal }) => getEventReports(eventId, status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useEventReports(eventId: string, status: ReportStatusFilter) {
  return useInfiniteQuery(eventReportsQueryOptions(eventId, status));
}

/** POST reports/:id/review: the host has looked at it; it stops counting towards hiding its target. */
export async function reviewReport(reportId: string): Promise<ModerationReport> {
  const res = await call(safetyPaths.review, { params: { id: reportId } });
  return res.data;
}

export function useReviewReport(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewReport,
    // Every filter of the list changes, and a person no longer hidden is back in guest lists.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventReportKeys.all(eventId) }),
        queryClient.invalidateQueries({
          predicate: (q) => q.queryKey[0] === 'events' && q.queryKey[3] === 'guests',
        }),
      ]),
  });
}
