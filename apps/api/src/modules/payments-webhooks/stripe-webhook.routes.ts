import { stripeWebhookEndpoints } from '@mingle/shared/endpoints/stripe-webhook';
import type { ModuleRoutes } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { keepRawJsonBody, verifiedStripeEvent } from '../../lib/stripe-webhook.ts';
import { receiveStripeEvent } from './stripe-events.service.ts';

/** POST webhooks/stripe: signature checked on the raw bytes; each event id is handled once. */
export const stripeWebhookRoutes: ModuleRoutes = async (app, ctx) => {
  await app.register(async (raw) => {
    keepRawJsonBody(raw);
    route(raw, stripeWebhookEndpoints.receive, async (request) => {
      const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
      if (!secret) throw new AppError('NOT_FOUND', 'Stripe is not configured');
      const event = verifiedStripeEvent(request, secret);
      const { duplicate } = await receiveStripeEvent(ctx, event, request.log);
      return ok({ received: true as const, duplicate });
    });
  });
};
