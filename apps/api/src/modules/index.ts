import type { ApiModule } from '../app-context.ts';
import { authModule } from './auth/auth.routes.ts';
import { chatModule } from './chat/chat.routes.ts';
import { connectionsModule } from './connections/connections.routes.ts';
import { devOutboxModule } from './dev-outbox/dev-outbox.routes.ts';
import { discoverModule } from './discover/discover.routes.ts';
import { eventsModule } from './events/events.routes.ts';
import { ticketingModule } from './events/ticketing.routes.ts';
import { guestsModule } from './guests/guests.routes.ts';
import { invitationsModule } from './invitations/invitations.routes.ts';
import { notificationsModule } from './notifications/notifications.routes.ts';
import { moneyModules } from './orders/money-modules.ts';
import { organizationPicturesModule } from './organization-pictures/organization-pictures.routes.ts';
import { organizationsModule } from './organizations/organizations.routes.ts';
import { realtimeModule } from './realtime/realtime.routes.ts';
import { rsvpsModule } from './rsvps/rsvps.routes.ts';
import { safetyModule } from './safety/safety.routes.ts';
import { subscriptionsModule } from './subscriptions/subscriptions.routes.ts';
import { usersModule } from './users/users.routes.ts';

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
];
