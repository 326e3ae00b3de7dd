import { okEnvelope } from '@mingle/shared/schemas/envelope';
import Stripe from 'stripe';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';
import * as repo from './payouts.repository.ts';
import { applyConnectEvent } from './stripe-connect-events.service.ts';

/** Stripe's own default: an event signed more than 5 minutes ago is refused (replays). */
const TOLERANCE_SECONDS = 300;

/**
 * POST webhooks/stripe-connect: events of the hosts' connected accounts (account.updated,
 * payout.paid, payout.failed), signed with the Connect endpoint's own secret. The signature
 * is checked on the raw bytes, so the route has its own JSON parser keeping the Buffer. Each
 * event id is handled once.
 */
export const stripeConnectWebhookRoutes: ModuleRoutes = async (app, ctx) => {
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/webhooks/stripe-connect',
      {
        schema: {
          tags: ['payouts'],
          summary: 'Stripe Connect events for payout accounts and payouts (signed; repeats ignored)',
          response: { 200: okEnvelope(z.object({ received: z.literal(true), duplicate: z.boolean() })) },
        },
      },
      async (request) => {
        const secret = ctx.config.STRIPE_CONNECT_WEBHOOK_SECRET;
        if (!secret || ctx.providers.payouts.name !== 'stripe') {
          throw new AppError('NOT_FOUND', 'Stripe Connect payouts are not configured');
        }
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
        if (!(await repo.recordStripeEvent(ctx.db, event.id, event.type))) {
          return ok({ received: true as const, duplicate: true });
        }
        try {
          await applyConnectEvent(ctx, event, request.log);
        } catch (err) {
          // Forget the event so Stripe's retry of it is applied.
          await repo.forgetStripeEvent(ctx.db, event.id);
          throw err;
        }
        return ok({ received: true as const, duplicate: false });
      },
    );
  });
};
