import { okEnvelope } from '@mingle/shared/schemas/envelope';
import Stripe from 'stripe';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';
import { receiveStripeEvent } from './stripe-events.service.ts';

/** Stripe's own default: an event signed more than 5 minutes ago is refused (replays). */
const TOLERANCE_SECONDS = 300;

/**
 * POST webhooks/stripe. The signature is checked on the raw bytes, so this route lives in its
 * own encapsulated plugin whose JSON parser keeps the body as a Buffer; every other route
 * still parses JSON. Each event id is handled once.
 */
export const stripeWebhookRoutes: ModuleRoutes = async (app, ctx) => {
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/webhooks/stripe',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe events (signed; stale and repeated events are refused or ignored)',
          response: { 200: okEnvelope(z.object({ received: z.literal(true), duplicate: z.boolean() })) },
        },
      },
      async (request) => {
        const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
        if (!secret) throw new AppError('NOT_FOUND', 'Stripe is not configured');
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'A signed Stripe event is expected');
        }
        let event: Stripe.Event;
        try {
          event = Stripe.webhooks.constructEvent(request.body, signature, secret, TOLERANCE_SECONDS);
        } catch {
          throw new AppError(
            'WEBHOOK_SIGNATURE_INVALID',
            'The Stripe signature is not valid or the event is too old',
          );
        }
        const { duplicate } = await receiveStripeEvent(ctx, event, request.log);
        return ok({ received: true as const, duplicate });
      },
    );
  });
};
