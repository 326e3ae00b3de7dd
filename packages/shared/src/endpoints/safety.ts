import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZBlockState,
  ZModerationPage,
  ZModerationReport,
  ZReportReceipt,
  ZReportRequest,
  ZReportsQuery,
} from '../schemas/social.ts';
import { endpoint } from './define.ts';

const schema = { tags: ['social'], security: [{ bearer: [] }], params: IdParam };

export const safetyEndpoints = {
  block: endpoint({
    method: 'POST',
    path: '/users/:id/block',
    ...schema,
    response: { 200: okEnvelope(ZBlockState) },
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/users/:id/block',
    ...schema,
    response: { 200: okEnvelope(ZBlockState) },
  }),
  report: endpoint({
    method: 'POST',
    path: '/users/:id/report',
    ...schema,
    body: ZReportRequest,
    response: { 200: okEnvelope(ZReportReceipt) },
  }),
  reports: endpoint({
    method: 'GET',
    path: '/events/:id/reports',
    ...schema,
    querystring: ZReportsQuery,
    response: { 200: okEnvelope(ZModerationPage) },
  }),
  review: endpoint({
    method: 'POST',
    path: '/reports/:id/review',
    ...schema,
    response: { 200: okEnvelope(ZModerationReport) },
  }),
};
