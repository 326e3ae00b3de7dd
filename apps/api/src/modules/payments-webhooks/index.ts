import type { ApiModule } from '../../app-context.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';

/** Once per Stripe event, for every webhook (payments here, Connect in payouts): this module keeps the log. */
export { forgetStripeEvent, recordStripeEvent } from './stripe-events.repository.ts';

export const stripeWebhookModule: ApiModule = {
  name: 'payments-webhooks',
  register: stripeWebhookRoutes,
};
