import { IdParam, PageQuery } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZSubscribedOrganizationsPage,
  ZSubscribersPage,
  ZSubscribersQuery,
  ZSubscriptionState,
} from '@mingle/shared/schemas/organizations';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  exportSubscribersCsv,
  listMySubscriptions,
  listSubscribers,
  subscribe,
  unsubscribe,
} from './subscriptions.service.ts';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];
const state = { 200: okEnvelope(ZSubscriptionState) };

export const subscriptionsRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/organizations/:id/subscription',
    { schema: { tags, security, summary: 'Follow a host', params: IdParam, response: state } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await subscribe(ctx, userId, request.params.id, new Date()));
    },
  );

  app.delete(
    '/organizations/:id/subscription',
    { schema: { tags, security, summary: 'Stop following a host', params: IdParam, response: state } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await unsubscribe(ctx, userId, request.params.id));
    },
  );

  app.get(
    '/me/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Host Subscriptions: the hosts the caller follows, newest first',
        querystring: PageQuery,
        response: { 200: okEnvelope(ZSubscribedOrganizationsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listMySubscriptions(ctx, userId, request.query.page));
    },
  );

  app.get(
    '/organizations/:id/subscribers',
    {
      schema: {
        tags,
        security,
        summary: "The organization's subscribers, searchable by name (owner only)",
        params: IdParam,
        querystring: ZSubscribersQuery,
        response: { 200: okEnvelope(ZSubscribersPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listSubscribers(ctx, userId, request.params.id, request.query));
    },
  );

  app.get(
    '/organizations/:id/subscribers.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Every subscriber as CSV: Name, Subscribed at (owner only)',
        params: IdParam,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { userId } = await requireAuth(ctx.db, request);
      const csv = await exportSubscribersCsv(ctx, userId, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
