import { at } from './define.ts';

/** Method and path of each stripe-webhook endpoint: what the web client loads (no schemas); the declarations in stripe-webhook.ts add the rest. */
export const stripeWebhookPaths = {
  receive: at('POST', '/webhooks/stripe'),
};
