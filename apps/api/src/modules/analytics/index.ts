export { analyticsModule } from './analytics.routes.ts';
export {
  analyticsOrganization,
  getConnectionRequests,
  getGuests,
  getMatches,
  getOverview,
  getRevenue,
} from './analytics.service.ts';
