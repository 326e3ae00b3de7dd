import type { ApiModule } from '../app-context.ts';
import { authModule } from './auth/auth.routes.ts';
import { devOutboxModule } from './dev-outbox/dev-outbox.routes.ts';
import { eventsModule } from './events/events.routes.ts';
import { ticketingModule } from './events/ticketing.routes.ts';
import { notificationsModule } from './notifications/notifications.routes.ts';
import { organizationPicturesModule } from './organization-pictures/organization-pictures.routes.ts';
import { organizationsModule } from './organizations/organizations.routes.ts';
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
  notificationsModule,
];
