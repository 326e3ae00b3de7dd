import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  SANDBOX_CARDS,
  ZCreateOrderRequest,
  ZOrder,
  ZOrderQuote,
  ZPaymentsConfig,
  ZPayOrderRequest,
} from '@mingle/shared/schemas/orders';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { optionalAuth, requireAuth } from '../../plugins/auth.ts';
import { idempotent } from './idempotency.ts';
import { getOrderView } from './order-view.ts';
import { createOrder, quoteOrder } from './orders.service.ts';
import { payOrder } from './payment.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
// Loose: the other headers (authorization) must pass through untouched.
const idempotencyHeader = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.string().optional().describe('Replays with the same key get the first answer'),
});

export const ordersRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/payments/config',
    {
      schema: {
        tags,
        summary: 'Which payment provider checkout uses',
        response: { 200: okEnvelope(ZPaymentsConfig) },
      },
    },
    async () => {
      const provider = ctx.providers.payments.name;
      return ok({
        provider,
        publishableKey: provider === 'stripe' ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
        testCards: provider === 'sandbox' && !ctx.config.isProduction ? { ...SANDBOX_CARDS } : null,
        holdMinutes: ctx.config.ORDER_HOLD_MINUTES,
      });
    },
  );

  app.post(
    '/events/:id/orders/quote',
    {
      schema: {
        tags,
        summary:
          'Price a basket (and check a promo code) without claiming tickets; signed in, also the refusal the order would get (age 422, approval 403, capacity SOLD_OUT). 10 wrong promo codes a minute per event and caller, then 429 with Retry-After',
        params: IdParam,
        body: ZCreateOrderRequest,
        response: { 200: okEnvelope(ZOrderQuote) },
      },
    },
    async (request) => {
      const auth = await optionalAuth(ctx.db, request);
      return ok(await quoteOrder(ctx, request.params.id, request.body, auth?.userId ?? null, request.ip));
    },
  );

  app.post(
    '/events/:id/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Place an order: claims the tickets and holds them (free orders are paid at once)',
        params: IdParam,
        body: ZCreateOrderRequest,
        headers: idempotencyHeader,
        response: { 200: okEnvelope(ZOrder) },
      },
    },
    async (request, reply) => {
      const { userId } = await requireAuth(ctx.db, request);
      const view = async (orderId: string) => ok(await getOrderView(ctx, orderId, userId));
      return idempotent(
        ctx.db,
        request,
        reply,
        userId,
        async (outcome) =>
          view(await createOrder(ctx, userId, request.params.id, request.body, new Date(), outcome)),
        view,
      );
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'An order (buyer only)',
        params: IdParam,
        response: { 200: okEnvelope(ZOrder) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getOrderView(ctx, request.params.id, userId));
    },
  );

  app.post(
    '/orders/:id/pay',
    {
      schema: {
        tags,
        security,
        summary:
          'Pay (buyer only). Sandbox: cardNumber; 422 PAYMENT_DECLINED, 503 PAYMENT_FAILED. Stripe: answers the client secret',
        params: IdParam,
        body: ZPayOrderRequest,
        headers: idempotencyHeader,
        response: { 200: okEnvelope(ZOrder) },
      },
    },
    async (request, reply) => {
      const { userId } = await requireAuth(ctx.db, request);
      const view = async (orderId: string) => ok(await getOrderView(ctx, orderId, userId));
      return idempotent(
        ctx.db,
        request,
        reply,
        userId,
        async (outcome) => {
          await payOrder(ctx, userId, request.params.id, request.body.cardNumber, new Date(), outcome);
          return view(request.params.id);
        },
        view,
      );
    },
  );
};
