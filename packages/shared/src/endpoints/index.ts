/**
 * Every declared endpoint. The server imports `allEndpoints` (its routes must be exactly these,
 * routes-declared.test.ts); the web client imports only the type `DeclaredEndpoint`, to find a
 * path entry's declaration, so no schema reaches its bundles through here.
 *
 * A new module's endpoints: add `<module>.paths.ts` (method and path) and `<module>.ts` (the
 * schemas), then list the group below.
 */
import { analyticsEndpoints } from './analytics.ts';
import { authEndpoints } from './auth.ts';
import { chatEndpoints } from './chat.ts';
import { connectionsEndpoints } from './connections.ts';
import { devOutboxEndpoints } from './dev-outbox.ts';
import { discoverEndpoints } from './discover.ts';
import { eventsEndpoints } from './events.ts';
import { guestsEndpoints } from './guests.ts';
import { invitationsEndpoints } from './invitations.ts';
import { notificationsEndpoints } from './notifications.ts';
import { ordersEndpoints } from './orders.ts';
import { organizationPicturesEndpoints } from './organization-pictures.ts';
import { organizationsEndpoints } from './organizations.ts';
import { payoutsEndpoints } from './payouts.ts';
import { realtimeEndpoints } from './realtime.ts';
import { refundsEndpoints } from './refunds.ts';
import { rsvpsEndpoints } from './rsvps.ts';
import { safetyEndpoints } from './safety.ts';
import { smsWebhooksEndpoints } from './sms-webhooks.ts';
import { stripeConnectWebhookEndpoints } from './stripe-connect-webhook.ts';
import { stripeWebhookEndpoints } from './stripe-webhook.ts';
import { subscriptionsEndpoints } from './subscriptions.ts';
import { taxesEndpoints } from './taxes.ts';
import { teamsEndpoints } from './teams.ts';
import { textBlastsEndpoints } from './text-blasts.ts';
import { ticketingEndpoints } from './ticketing.ts';
import { ticketsEndpoints } from './tickets.ts';
import { usersEndpoints } from './users.ts';
import { waitlistEndpoints } from './waitlist.ts';

const groups = {
  analytics: analyticsEndpoints,
  auth: authEndpoints,
  chat: chatEndpoints,
  connections: connectionsEndpoints,
  devOutbox: devOutboxEndpoints,
  discover: discoverEndpoints,
  events: eventsEndpoints,
  guests: guestsEndpoints,
  invitations: invitationsEndpoints,
  notifications: notificationsEndpoints,
  orders: ordersEndpoints,
  organizationPictures: organizationPicturesEndpoints,
  organizations: organizationsEndpoints,
  payouts: payoutsEndpoints,
  realtime: realtimeEndpoints,
  refunds: refundsEndpoints,
  rsvps: rsvpsEndpoints,
  safety: safetyEndpoints,
  smsWebhooks: smsWebhooksEndpoints,
  stripeConnectWebhook: stripeConnectWebhookEndpoints,
  stripeWebhook: stripeWebhookEndpoints,
  subscriptions: subscriptionsEndpoints,
  taxes: taxesEndpoints,
  teams: teamsEndpoints,
  textBlasts: textBlastsEndpoints,
  ticketing: ticketingEndpoints,
  tickets: ticketsEndpoints,
  users: usersEndpoints,
  waitlist: waitlistEndpoints,
};

/** Any declared endpoint, as a union of their exact types. */
export type DeclaredEndpoint = {
  [K in keyof typeof groups]: (typeof groups)[K][keyof (typeof groups)[K]];
}[keyof typeof groups];

/** Every declared endpoint, for the server's route check. */
export const allEndpoints = Object.values(groups).flatMap((group) => Object.values(group));
