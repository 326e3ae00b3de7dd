import { endpoint } from './define.ts';
import { stripeConnectWebhookPaths } from './stripe-connect-webhook.paths.ts';
import { WebhookReceipt } from './stripe-webhook.ts';

export const stripeConnectWebhookEndpoints = {
  receive: endpoint({
    ...stripeConnectWebhookPaths.receive,
    tags: ['payouts'],
    summary: 'Stripe Connect events for payout accounts and payouts (signed; repeats ignored)',
    response: { 200: WebhookReceipt },
  }),
};
