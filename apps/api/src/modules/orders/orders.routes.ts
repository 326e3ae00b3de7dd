import { ordersEndpoints } from '@mingle/shared/endpoints/orders';
import { SANDBOX_CARDS } from '@mingle/shared/schemas/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { optionalAuth, requireAuth } from '../../plugins/auth.ts';
import { type IdempotencyOutcome, idempotent } from './idempotency.ts';
import { getOrderView } from './order-view.ts';
import { createOrder, quoteOrder } from './orders.service.ts';
import { payOrder } from './payment.service.ts';

export const ordersRoutes: ModuleRoutes = (app, ctx) => {
  /**
   * Creating and paying both answer with the order's view: once the call has run, and on a
   * replay, from the order the first request recorded.
   */
  const answerWithOrder = (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    run: (outcome: IdempotencyOutcome) => Promise<string>,
  ) => {
    const view = async (orderId: string) => ok(await getOrderView(ctx, orderId, userId));
    return idempotent(ctx.db, request, reply, userId, async (outcome) => view(await run(outcome)), view);
  };

  route(app, ordersEndpoints.paymentsConfig, async () => {
    const provider = ctx.providers.payments.name;
    return ok({
      provider,
      publishableKey: provider === 'stripe' ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      testCards: provider === 'sandbox' && !ctx.config.isProduction ? { ...SANDBOX_CARDS } : null,
      holdMinutes: ctx.config.ORDER_HOLD_MINUTES,
    });
  });

  route(app, ordersEndpoints.quote, async (request) => {
    const auth = await optionalAuth(ctx.db, request);
    return ok(await quoteOrder(ctx, request.params.id, request.body, auth?.userId ?? null, request.ip));
  });

  route(app, ordersEndpoints.create, async (request, reply) => {
    const { userId } = await requireAuth(ctx.db, request);
    return answerWithOrder(request, reply, userId, (outcome) =>
      createOrder(ctx, userId, request.params.id, request.body, new Date(), outcome),
    );
  });

  route(app, ordersEndpoints.get, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getOrderView(ctx, request.params.id, userId));
  });

  route(app, ordersEndpoints.pay, async (request, reply) => {
    const { userId } = await requireAuth(ctx.db, request);
    return answerWithOrder(request, reply, userId, async (outcome) => {
      await payOrder(ctx, userId, request.params.id, request.body.cardNumber, new Date(), outcome);
      return request.params.id;
    });
  });
};
