import { at } from './define.ts';

/** Method and path of each analytics endpoint: what the web client loads (no schemas); the declarations in analytics.ts add the rest. */
export const analyticsPaths = {
  overview: at('GET', '/host/analytics'),
  revenue: at('GET', '/host/analytics/revenue'),
  guests: at('GET', '/host/analytics/guests'),
  matches: at('GET', '/host/analytics/matches'),
  connectionRequests: at('GET', '/host/analytics/connection-requests'),
};
