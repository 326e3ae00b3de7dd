import { stripeConnectWebhookEndpoints } from '@mingle/shared/endpoints/stripe-connect-webhook';
import type { ModuleRoutes } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { keepRawJsonBody, verifiedStripeEvent } from '../../lib/stripe-webhook.ts';
import { forgetStripeEvent, recordStripeEvent } from '../payments-webhooks/index.ts';
import { applyConnectEvent } from './stripe-connect-events.service.ts';

/**
 * POST webhooks/stripe-connect: events of the hosts' connected accounts (account.updated,
 * payout.paid, payout.failed), signed with the Connect endpoint's own secret. Each event id
 * is handled once.
 */
export const stripeConnectWebhookRoutes: ModuleRoutes = async (app, ctx) => {
  await app.register(async (raw) => {
    keepRawJsonBody(raw);
    route(raw, stripeConnectWebhookEndpoints.receive, async (request) => {
      const secret = ctx.config.STRIPE_CONNECT_WEBHOOK_SECRET;
      if (!secret || ctx.providers.payouts.name !== 'stripe') {
        throw new AppError('NOT_FOUND', 'Stripe Connect payouts are not configured');
      }
      const event = verifiedStripeEvent(request, secret);
      if (!(await recordStripeEvent(ctx.db, event.id, event.type))) {
        return ok({ received: true as const, duplicate: true });
      }
      try {
        await applyConnectEvent(ctx, event, request.log);
      } catch (err) {
        // Forget the event so Stripe's retry of it is applied.
        await forgetStripeEvent(ctx.db, event.id);
        throw err;
      }
      return ok({ received: true as const, duplicate: false });
    });
  });
};
