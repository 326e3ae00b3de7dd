import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import { IdParam, PageQuery } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import { ZCancelEventRequest, ZEvent } from '@mingle/shared/schemas/events';
import {
  ZCreateRefundRequest,
  ZMassRefundPreview,
  ZMassRefundRequest,
  ZRefundDecisionRequest,
  ZRefundRequest,
  ZRefundRequestsPage,
  ZRefundRequestsQuery,
} from '@mingle/shared/schemas/tickets';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { idempotent } from '../orders/index.ts';
import { cancelAndRefund, previewMassRefund, refundEveryone } from './mass-refund.service.ts';
import {
  approveRefund,
  declineRefund,
  hostRefundRequests,
  myRefundRequests,
  requestRefund,
} from './refunds.service.ts';

const tags = ['refunds'];
const security = [{ bearer: [] }];
const one = { 200: okEnvelope(ZRefundRequest) };
const idempotencyHeader = z.looseObject({ [IDEMPOTENCY_HEADER]: z.string().optional() });

export const refundsRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/orders/:id/refund-requests',
    {
      schema: {
        tags,
        security,
        summary:
          'Ask for a refund of tickets of a paid order the caller holds (default: all of them); the fee is kept',
        params: IdParam,
        body: ZCreateRefundRequest,
        response: one,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await requestRefund(ctx, userId, request.params.id, request.body));
    },
  );

  app.get(
    '/refund-requests',
    {
      schema: {
        tags,
        security,
        summary: "Refund requests on the caller's events, pending first",
        querystring: ZRefundRequestsQuery,
        response: { 200: okEnvelope(ZRefundRequestsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await hostRefundRequests(ctx.db, userId, request.query));
    },
  );

  app.get(
    '/me/refund-requests',
    {
      schema: {
        tags,
        security,
        summary: 'The refunds the caller asked for',
        querystring: PageQuery,
        response: { 200: okEnvelope(ZRefundRequestsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await myRefundRequests(ctx.db, userId, request.query.page));
    },
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/refund-requests/:id/${decision}`,
      {
        schema: {
          tags,
          security,
          summary:
            decision === 'approve'
              ? 'Approve (host only): refunds the price of the tickets still held by who asked, keeps the fee, frees them'
              : 'Decline (host only)',
          params: IdParam,
          body: ZRefundDecisionRequest,
          response: one,
        },
      },
      async (request) => {
        const { userId } = await requireAuth(ctx.db, request);
        const decide = decision === 'approve' ? approveRefund : declineRefund;
        return ok(await decide(ctx, userId, request.params.id, request.body.message));
      },
    );
  }

  app.post(
    '/events/:id/cancel',
    {
      schema: {
        tags: ['events'],
        security,
        summary:
          'Cancel a published event (host only): every guest gets the message, and with refund (the default) every paid ticket is refunded with its fee in the same step',
        params: IdParam,
        body: ZCancelEventRequest,
        response: { 200: okEnvelope(ZEvent) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await cancelAndRefund(ctx, userId, request.params.id, request.body));
    },
  );

  app.post(
    '/events/:id/refunds/preview',
    {
      schema: {
        tags,
        security,
        summary:
          'What refunding every paid ticket returns, fees included (host only; before or after cancelling)',
        params: IdParam,
        response: { 200: okEnvelope(ZMassRefundPreview) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await previewMassRefund(ctx, request.params.id, userId));
    },
  );

  app.post(
    '/events/:id/refunds',
    {
      schema: {
        tags,
        security,
        summary: 'Refund every paid order of a cancelled event; 409 when the total changed since the preview',
        params: IdParam,
        body: ZMassRefundRequest,
        headers: idempotencyHeader,
        response: { 200: okEnvelope(ZMassRefundPreview) },
      },
    },
    async (request, reply) => {
      const { userId } = await requireAuth(ctx.db, request);
      return idempotent(ctx.db, request, reply, userId, async () =>
        ok(await refundEveryone(ctx, request.params.id, userId, request.body.expectedRefundCents)),
      );
    },
  );
};
