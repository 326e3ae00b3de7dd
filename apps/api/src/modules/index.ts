import type { ApiModule } from '../app-context.ts';
import { analyticsModule } from './analytics/index.ts';
import { authModule } from './auth/index.ts';
import { chatModule } from './chat/index.ts';
import { connectionsModule } from './connections/index.ts';
import { devOutboxModule } from './dev-outbox/index.ts';
import { discoverModule } from './discover/index.ts';
import { eventsModule } from './events/index.ts';
import { guestsModule } from './guests/index.ts';
import { invitationsModule } from './invitations/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { ordersModule } from './orders/index.ts';
import { organizationPicturesModule } from './organization-pictures/index.ts';
import { organizationsModule } from './organizations/index.ts';
import { stripeWebhookModule } from './payments-webhooks/index.ts';
import { payoutsModule } from './payouts/index.ts';
import { realtimeModule } from './realtime/index.ts';
import { refundsModule } from './refunds/index.ts';
import { rsvpsModule } from './rsvps/index.ts';
import { safetyModule } from './safety/index.ts';
import { subscriptionsModule } from './subscriptions/index.ts';
import { taxesModule } from './taxes/index.ts';
import { teamsModule } from './teams/index.ts';
import { textBlastsModule } from './text-blasts/index.ts';
import { ticketsModule } from './tickets/index.ts';
import { usersModule } from './users/index.ts';
import { waitlistModule } from './waitlist/index.ts';

/** Every domain module: routes mounted under /api/v1 and /api/v2 in this order, and their jobs. */
export const modules: ApiModule[] = [
  authModule,
  usersModule,
  organizationPicturesModule,
  devOutboxModule,
  organizationsModule,
  eventsModule,
  ordersModule,
  ticketsModule,
  refundsModule,
  waitlistModule,
  stripeWebhookModule,
  payoutsModule,
  notificationsModule,
  discoverModule,
  rsvpsModule,
  invitationsModule,
  subscriptionsModule,
  guestsModule,
  connectionsModule,
  safetyModule,
  chatModule,
  realtimeModule,
  textBlastsModule,
  analyticsModule,
  teamsModule,
  taxesModule,
];
