import { z } from 'zod';
import { okEnvelope } from '../schemas/envelope.ts';
import { endpoint } from './define.ts';
import { stripeWebhookPaths } from './stripe-webhook.paths.ts';

/** What a Stripe webhook answers: received, and whether this event id had been seen before. */
export const WebhookReceipt = okEnvelope(z.object({ received: z.literal(true), duplicate: z.boolean() }));

export const stripeWebhookEndpoints = {
  receive: endpoint({
    ...stripeWebhookPaths.receive,
    tags: ['payments'],
    summary: 'Stripe events (signed; stale and repeated events are refused or ignored)',
    response: { 200: WebhookReceipt },
  }),
};
