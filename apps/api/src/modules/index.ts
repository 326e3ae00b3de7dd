import type { ApiModule } from '../app-context.ts';
import { analyticsModule } from './analytics/index.ts';
import { authModule } from './auth/index.ts';
import { chatModule } from './chat/index.ts';
import { connectionsModule } from './connections/index.ts';
import { devOutboxModule } from './dev-outbox/index.ts';
import { discoverModule } from './discover/index.ts';
import { eventsModule, ticketingModule } from './events/index.ts';
import { guestsModule } from './guests/index.ts';
import { invitationsModule } from './invitations/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { moneyModules } from './orders/money-modules.ts';
import { organizationPicturesModule } from './organization-pictures/index.ts';
import { organizationsModule } from './organizations/index.ts';
import { payoutsModule } from './payouts/index.ts';
import { realtimeModule } from './realtime/index.ts';
import { rsvpsModule } from './rsvps/index.ts';
import { safetyModule } from './safety/index.ts';
import { subscriptionsModule } from './subscriptions/index.ts';
import { smsWebhooksModule, textBlastsModule } from './text-blasts/index.ts';
import { usersModule } from './users/index.ts';

/** Every domain module, in the order they are mounted under /api/v1 and /api/v2. */
export const modules: ApiModule[] = [
  authModule,
  usersModule,
  organizationPicturesModule,
  devOutboxModule,
  organizationsModule,
  eventsModule,
  ticketingModule,
  ...moneyModules,
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
  smsWebhooksModule,
  analyticsModule,
];
