import type { ApiModule } from '../../app-context.ts';
import { stripeWebhookModule } from '../payments-webhooks/index.ts';
import { refundsModule } from '../refunds/index.ts';
import { ticketsModule } from '../tickets/index.ts';
import { waitlistModule } from '../waitlist/index.ts';
import { ordersModule } from './orders.routes.ts';

/** Checkout, tickets, the door, refunds, the waitlist and the Stripe webhook (issue 4). */
export const moneyModules: ApiModule[] = [
  ordersModule,
  ticketsModule,
  refundsModule,
  waitlistModule,
  stripeWebhookModule,
];
