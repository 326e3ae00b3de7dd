import {
  ZAnalyticsOverview,
  ZAnalyticsQuery,
  ZConnectionRequestAnalytics,
  ZGuestAnalytics,
  ZMatchAnalytics,
  ZRevenueAnalytics,
} from '../schemas/analytics.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { analyticsPaths } from './analytics.paths.ts';
import { endpoint } from './define.ts';

/** Every analytics call: JSON by default, `format=csv` for the same figures as a download. */
const report = {
  tags: ['analytics'],
  security: [{ bearer: [] }],
  querystring: ZAnalyticsQuery,
  produces: ['application/json', 'text/csv'],
};

export const analyticsEndpoints = {
  overview: endpoint({
    ...analyticsPaths.overview,
    ...report,
    summary: 'Headline figures: net revenue, tickets, orders, refunds, going, checked in, matches, requests',
    response: { 200: okEnvelope(ZAnalyticsOverview) },
  }),
  revenue: endpoint({
    ...analyticsPaths.revenue,
    ...report,
    summary:
      'Gross, discounts, refunds and net (fees excluded) with a daily series, by event and ticket type',
    response: { 200: okEnvelope(ZRevenueAnalytics) },
  }),
  guests: endpoint({
    ...analyticsPaths.guests,
    ...report,
    summary: 'Going, maybe, checked in, no-shows and who the guests are (cells under 5 suppressed)',
    response: { 200: okEnvelope(ZGuestAnalytics) },
  }),
  matches: endpoint({
    ...analyticsPaths.matches,
    ...report,
    summary: "Matches made at the host's events, the match rate per going guest, by event",
    response: { 200: okEnvelope(ZMatchAnalytics) },
  }),
  connectionRequests: endpoint({
    ...analyticsPaths.connectionRequests,
    ...report,
    summary: 'Connection requests sent at the host’s events and where they stand: matched, declined, pending',
    response: { 200: okEnvelope(ZConnectionRequestAnalytics) },
  }),
};
