import type { ApiModule } from '../../app-context.ts';
import { analyticsRoutes } from './analytics.routes.ts';

export {
  getConnectionRequests,
  getGuests,
  getMatches,
  getOverview,
  getRevenue,
} from './analytics.service.ts';
export { analyticsOrganization } from './analytics-scope.ts';

export const analyticsModule: ApiModule = {
  name: 'analytics',
  register: analyticsRoutes,
};
