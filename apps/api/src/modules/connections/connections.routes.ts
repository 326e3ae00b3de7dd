import { IdParam, PageQuery } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZConnectionRequest,
  ZConnectionRequestsPage,
  ZConnectionState,
  ZMatchesPage,
} from '@mingle/shared/schemas/social';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { connect, decline, disconnect, matches, receivedRequests } from './connections.service.ts';

const base = { tags: ['social'], security: [{ bearer: [] }] };
const stateResponse = { 200: okEnvelope(ZConnectionState) };

/** Connection requests, matches and unmatch. */
export const connectionsRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/users/:id/connection',
    { schema: { ...base, params: IdParam, body: ZConnectionRequest, response: stateResponse } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await connect(ctx, userId, request.params.id, request.body.eventId));
    },
  );

  app.post(
    '/users/:id/connection/decline',
    { schema: { ...base, params: IdParam, response: stateResponse } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await decline(ctx, userId, request.params.id));
    },
  );

  app.delete(
    '/users/:id/connection',
    { schema: { ...base, params: IdParam, response: stateResponse } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await disconnect(ctx, userId, request.params.id));
    },
  );

  app.get(
    '/matches',
    { schema: { ...base, querystring: PageQuery, response: { 200: okEnvelope(ZMatchesPage) } } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await matches(ctx, userId, request.query.page));
    },
  );

  app.get(
    '/connection-requests',
    { schema: { ...base, querystring: PageQuery, response: { 200: okEnvelope(ZConnectionRequestsPage) } } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await receivedRequests(ctx, userId, request.query.page));
    },
  );
};
