import type { ApiModule } from '../../app-context.ts';
import { stripeWebhookModule } from '../payments-webhooks/stripe-webhook.routes.ts';
import { refundsModule } from '../refunds/refunds.routes.ts';
import { ticketsModule } from '../tickets/tickets.routes.ts';
import { waitlistModule } from '../waitlist/waitlist.routes.ts';
import { ordersModule } from './orders.routes.ts';

/** Checkout, tickets, the door, refunds, the waitlist and the Stripe webhook (issue 4). */
export const moneyModules: ApiModule[] = [
  ordersModule,
  ticketsModule,
  refundsModule,
  waitlistModule,
  stripeWebhookModule,
];
