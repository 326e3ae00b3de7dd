import {
  type AnalyticsView,
  ZAnalyticsOverview,
  ZAnalyticsQuery,
  ZConnectionRequestAnalytics,
  ZGuestAnalytics,
  ZMatchAnalytics,
  ZRevenueAnalytics,
} from '@mingle/shared/schemas/analytics';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import type { z } from 'zod';
import type { AppContext, ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  getConnectionRequests,
  getGuests,
  getMatches,
  getOverview,
  getRevenue,
} from './analytics.service.ts';
import {
  connectionRequestsCsv,
  csvFileName,
  guestsCsv,
  matchesCsv,
  overviewCsv,
  revenueCsv,
} from './analytics-csv.ts';
import type { AnalyticsParams } from './analytics-scope.ts';

const tags = ['analytics'];
const security = [{ bearer: [] }];

interface View<S extends z.ZodType> {
  view: AnalyticsView;
  path: string;
  summary: string;
  schema: S;
  load: (ctx: AppContext, userId: string, p: AnalyticsParams, now: Date) => Promise<z.infer<S>>;
  csv: (data: z.infer<S>) => string;
}

const view = <S extends z.ZodType>(v: View<S>) => v;

const VIEWS = [
  view({
    view: 'overview',
    path: '/host/analytics',
    summary: 'Headline figures: net revenue, tickets, orders, refunds, going, checked in, matches, requests',
    schema: ZAnalyticsOverview,
    load: getOverview,
    csv: overviewCsv,
  }),
  view({
    view: 'revenue',
    path: '/host/analytics/revenue',
    summary:
      'Gross, discounts, refunds and net (fees excluded) with a daily series, by event and ticket type',
    schema: ZRevenueAnalytics,
    load: getRevenue,
    csv: revenueCsv,
  }),
  view({
    view: 'guests',
    path: '/host/analytics/guests',
    summary: 'Going, maybe, checked in, no-shows and who the guests are (cells under 5 suppressed)',
    schema: ZGuestAnalytics,
    load: getGuests,
    csv: guestsCsv,
  }),
  view({
    view: 'matches',
    path: '/host/analytics/matches',
    summary: "Matches made at the host's events, the match rate per going guest, by event",
    schema: ZMatchAnalytics,
    load: getMatches,
    csv: matchesCsv,
  }),
  view({
    view: 'connection-requests',
    path: '/host/analytics/connection-requests',
    summary: 'Connection requests sent at the host’s events and where they stand: matched, declined, pending',
    schema: ZConnectionRequestAnalytics,
    load: getConnectionRequests,
    csv: connectionRequestsCsv,
  }),
];

/** The five analytics calls: JSON by default, `format=csv` for the same figures as a download. */
export const analyticsRoutes: ModuleRoutes = (app, ctx) => {
  for (const v of VIEWS as View<z.ZodType>[]) {
    app.get(
      v.path,
      {
        schema: {
          tags,
          security,
          summary: v.summary,
          querystring: ZAnalyticsQuery,
          produces: ['application/json', 'text/csv'],
          response: { 200: okEnvelope(v.schema) },
        },
      },
      async (request, reply) => {
        const { userId } = await requireAuth(ctx.db, request);
        const data = await v.load(ctx, userId, request.query, new Date());
        if (request.query.format !== 'csv') return ok(data);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header(
              'content-disposition',
              `attachment; filename="${csvFileName(v.view, request.query.range)}"`,
            )
            .header('cache-control', 'no-store')
            // A string with a non-JSON content type is sent as it is, past the JSON response schema.
            .send(v.csv(data) as never)
        );
      },
    );
  }
};
