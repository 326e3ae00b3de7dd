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
import { safetyPaths } from './safety.paths.ts';

const schema = { tags: ['social'], security: [{ bearer: [] }], params: IdParam };

export const safetyEndpoints = {
  block: endpoint({
    ...safetyPaths.block,
    ...schema,
    response: { 200: okEnvelope(ZBlockState) },
  }),
  unblock: endpoint({
    ...safetyPaths.unblock,
    ...schema,
    response: { 200: okEnvelope(ZBlockState) },
  }),
  report: endpoint({
    ...safetyPaths.report,
    ...schema,
    body: ZReportRequest,
    response: { 200: okEnvelope(ZReportReceipt) },
  }),
  reports: endpoint({
    ...safetyPaths.reports,
    ...schema,
    querystring: ZReportsQuery,
    response: { 200: okEnvelope(ZModerationPage) },
  }),
  review: endpoint({
    ...safetyPaths.review,
    ...schema,
    response: { 200: okEnvelope(ZModerationReport) },
  }),
};
