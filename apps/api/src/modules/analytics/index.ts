import type { ApiModule } from '../../app-context.ts';
import { analyticsRoutes } from './analytics.routes.ts';

/** The SQL behind the reports, for bench/analytics.bench.ts, which times it bare beside the service. */
export { params, type Scope, windowParams } from './analytics.repository.ts';
export {
  getConnectionRequests,
  getGuests,
  getMatches,
  getOverview,
  getRevenue,
} from './analytics.service.ts';
export { headlineOfRaw, headlineOfReports } from './analytics-reconcile.ts';
export { analyticsOrganization } from './analytics-scope.ts';
export { rangeWindow } from './analytics-window.ts';
export { type DailySet, dailyParams } from './daily.repository.ts';
export { MONEY_SQL } from './money.repository.ts';
export { PEOPLE_SQL } from './people.repository.ts';
export { type RawScope, rawFigures, rawQueries } from './raw.repository.ts';

export const analyticsModule: ApiModule = {
  name: 'analytics',
  register: analyticsRoutes,
};
