import { at } from './define.ts';

/** Method and path of each stripe-connect-webhook endpoint: what the web client loads (no schemas); the declarations in stripe-connect-webhook.ts add the rest. */
export const stripeConnectWebhookPaths = {
  receive: at('POST', '/webhooks/stripe-connect'),
};
