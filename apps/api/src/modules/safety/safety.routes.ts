import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZBlockState,
  ZModerationPage,
  ZModerationReport,
  ZReportReceipt,
  ZReportRequest,
  ZReportsQuery,
} from '@mingle/shared/schemas/social';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { blockUser, moderationList, reportUser, reviewReport, unblockUser } from './safety.service.ts';

const schema = { tags: ['social'], security: [{ bearer: [] }], params: IdParam };

/** Block, report, and the host's moderation list. */
export const safetyRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/users/:id/block',
    { schema: { ...schema, response: { 200: okEnvelope(ZBlockState) } } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await blockUser(ctx, userId, request.params.id));
    },
  );

  app.delete(
    '/users/:id/block',
    { schema: { ...schema, response: { 200: okEnvelope(ZBlockState) } } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await unblockUser(ctx, userId, request.params.id));
    },
  );

  app.post(
    '/users/:id/report',
    { schema: { ...schema, body: ZReportRequest, response: { 200: okEnvelope(ZReportReceipt) } } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await reportUser(ctx, userId, request.params.id, request.body));
    },
  );

  app.get(
    '/events/:id/reports',
    { schema: { ...schema, querystring: ZReportsQuery, response: { 200: okEnvelope(ZModerationPage) } } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await moderationList(ctx, userId, request.params.id, request.query));
    },
  );

  app.post(
    '/reports/:id/review',
    { schema: { ...schema, response: { 200: okEnvelope(ZModerationReport) } } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await reviewReport(ctx, userId, request.params.id));
    },
  );
};
