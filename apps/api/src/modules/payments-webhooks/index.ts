export { stripeWebhookModule } from './stripe-webhook.routes.ts';
