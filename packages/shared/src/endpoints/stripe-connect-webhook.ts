import { endpoint } from './define.ts';
import { WebhookReceipt } from './stripe-webhook.ts';

export const stripeConnectWebhookEndpoints = {
  receive: endpoint({
    method: 'POST',
    path: '/webhooks/stripe-connect',
    tags: ['payouts'],
    summary: 'Stripe Connect events for payout accounts and payouts (signed; repeats ignored)',
    response: { 200: WebhookReceipt },
  }),
};
