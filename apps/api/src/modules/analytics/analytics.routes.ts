import { analyticsEndpoints } from '@mingle/shared/endpoints/analytics';
import type { AnalyticsView } from '@mingle/shared/schemas/analytics';
import type { z } from 'zod';
import type { AppContext, ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
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

type Report = (typeof analyticsEndpoints)[keyof typeof analyticsEndpoints];
/** What a report's service answers: the `data` of its declared 200 answer. */
type DataOf<E extends Report> = z.infer<E['response'][200]>['data'];

interface View<E extends Report> {
  view: AnalyticsView;
  endpoint: E;
  load: (ctx: AppContext, userId: string, p: AnalyticsParams, now: Date) => Promise<DataOf<E>>;
  csv: (data: DataOf<E>) => string;
}

/** One row of the table as the loop sees it: every report's data as unknown. */
interface AnyView {
  view: AnalyticsView;
  endpoint: Omit<Report, 'path' | 'summary' | 'response'> & { path: string; response: { 200: z.ZodType } };
  load: (ctx: AppContext, userId: string, p: AnalyticsParams, now: Date) => Promise<unknown>;
  csv: (data: unknown) => string;
}

const view = <E extends Report>(v: View<E>) => v;

const VIEWS = [
  view({ view: 'overview', endpoint: analyticsEndpoints.overview, load: getOverview, csv: overviewCsv }),
  view({ view: 'revenue', endpoint: analyticsEndpoints.revenue, load: getRevenue, csv: revenueCsv }),
  view({ view: 'guests', endpoint: analyticsEndpoints.guests, load: getGuests, csv: guestsCsv }),
  view({ view: 'matches', endpoint: analyticsEndpoints.matches, load: getMatches, csv: matchesCsv }),
  view({
    view: 'connection-requests',
    endpoint: analyticsEndpoints.connectionRequests,
    load: getConnectionRequests,
    csv: connectionRequestsCsv,
  }),
];

/** The five analytics calls: JSON by default, `format=csv` for the same figures as a download. */
export const analyticsRoutes: ModuleRoutes = (app, ctx) => {
  for (const v of VIEWS as unknown as AnyView[]) {
    route(app, v.endpoint, async (request, reply) => {
      const { userId } = await requireAuth(ctx.db, request);
      const data = await v.load(ctx, userId, request.query, new Date());
      if (request.query.format !== 'csv') return ok(data);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csvFileName(v.view, request.query.range)}"`)
          .header('cache-control', 'no-store')
          // A string with a non-JSON content type is sent as it is, past the JSON response schema.
          .send(v.csv(data) as never)
      );
    });
  }
};
