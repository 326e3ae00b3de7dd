import type { ApiModule } from '../../app-context.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';

export const stripeWebhookModule: ApiModule = {
  name: 'payments-webhooks',
  register: stripeWebhookRoutes,
};
