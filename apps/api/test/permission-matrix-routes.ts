import type { TeamRole } from '@mingle/shared/enums';
import type { SeededUser } from './checkout-fixtures.ts';

/*
 * The data of the permission matrix (apps/api/src/modules/teams/permission-matrix.test.ts):
 * which role may call each host-side route, and the routes that are not host-side.
 */

/** `invitee`: the person a pending team invitation of the organization was sent to. */
export type Role = TeamRole | 'removed' | 'guest' | 'otherOwner' | 'invitee';
export const ROLES: Role[] = ['owner', 'cohost', 'door', 'removed', 'guest', 'otherOwner', 'invitee'];
export const INVITEE: Role[] = ['invitee'];
export const RUNS: Role[] = ['owner', 'cohost'];
export const DOOR: Role[] = ['owner', 'cohost', 'door'];
export const OWNER: Role[] = ['owner'];

export interface World {
  users: Record<Role, SeededUser>;
  orgId: string;
  eventId: string;
  ticketTypeId: string;
  freeTicketTypeId: string;
  promoId: string;
  ticketCode: string;
  refundRequestId: string;
  reportId: string;
  pendingUserId: string;
  targetMemberId: string;
  invitationId: string;
  blastId: string;
}

export interface HostRoute {
  allowed: Role[];
  /** The path with the world's ids filled in. */
  url: (w: World) => string;
  body?: (w: World) => unknown;
}

export const HOST_ROUTES: Record<string, HostRoute> = {
  'PATCH /organizations/{id}': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}`,
    body: () => ({ name: 'Renamed' }),
  },
  'GET /organizations/{id}/subscribers': {
    allowed: RUNS,
    url: (w) => `organizations/${w.orgId}/subscribers`,
  },
  'GET /organizations/{id}/subscribers.csv': {
    allowed: RUNS,
    url: (w) => `organizations/${w.orgId}/subscribers.csv`,
  },
  'GET /organizations/{id}/members': { allowed: RUNS, url: (w) => `organizations/${w.orgId}/members` },
  'POST /organizations/{id}/members': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}/members`,
    body: () => ({ phone: `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, role: 'door' }),
  },
  'PATCH /organizations/{id}/members/{userId}': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}/members/${w.targetMemberId}`,
    body: () => ({ role: 'cohost' }),
  },
  'DELETE /organizations/{id}/members/{userId}': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}/members/${w.targetMemberId}`,
  },
  'GET /organizations/{id}/invitations': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}/invitations`,
  },
  'DELETE /organizations/{id}/invitations/{invitationId}': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}/invitations/${w.invitationId}`,
  },
  'POST /team-invitations/{id}/accept': {
    allowed: INVITEE,
    url: (w) => `team-invitations/${w.invitationId}/accept`,
  },
  'POST /team-invitations/{id}/decline': {
    allowed: INVITEE,
    url: (w) => `team-invitations/${w.invitationId}/decline`,
  },
  'GET /organizations/{id}/activity': { allowed: RUNS, url: (w) => `organizations/${w.orgId}/activity` },
  'PATCH /events/{id}': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}`,
    body: () => ({ title: 'Team edit' }),
  },
  'POST /events/{id}/publish': { allowed: RUNS, url: (w) => `events/${w.eventId}/publish` },
  'POST /events/{id}/cancel': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/cancel`,
    body: () => ({ message: 'Rain' }),
  },
  'POST /events/{id}/duplicate': { allowed: RUNS, url: (w) => `events/${w.eventId}/duplicate` },
  'POST /events/{id}/ticket-types': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/ticket-types`,
    body: () => ({ name: 'VIP', priceCents: 0, quantity: 10 }),
  },
  'PATCH /events/{id}/ticket-types/{ttId}': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/ticket-types/${w.freeTicketTypeId}`,
    body: () => ({ name: 'Renamed' }),
  },
  'DELETE /events/{id}/ticket-types/{ttId}': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/ticket-types/${w.freeTicketTypeId}`,
  },
  'POST /events/{id}/promo-codes': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/promo-codes`,
    body: () => ({ code: 'TEAM10', percentOff: 10 }),
  },
  'GET /events/{id}/promo-codes': { allowed: RUNS, url: (w) => `events/${w.eventId}/promo-codes` },
  'DELETE /events/{id}/promo-codes/{pcId}': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/promo-codes/${w.promoId}`,
  },
  'GET /events/{id}/tax': { allowed: RUNS, url: (w) => `events/${w.eventId}/tax` },
  'PUT /events/{id}/tax': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/tax`,
    body: () => ({ mode: 'exclusive', rateMilli: 8875, name: 'Sales tax' }),
  },
  'DELETE /events/{id}/tax': { allowed: RUNS, url: (w) => `events/${w.eventId}/tax` },
  'GET /organizations/{id}/tax-default': {
    allowed: RUNS,
    url: (w) => `organizations/${w.orgId}/tax-default`,
  },
  'PUT /organizations/{id}/tax-default': {
    allowed: RUNS,
    url: (w) => `organizations/${w.orgId}/tax-default`,
    body: () => ({ mode: 'inclusive', rateMilli: 20000, name: 'VAT' }),
  },
  'DELETE /organizations/{id}/tax-default': {
    allowed: RUNS,
    url: (w) => `organizations/${w.orgId}/tax-default`,
  },
  'POST /events/{id}/redeem': {
    allowed: DOOR,
    url: (w) => `events/${w.eventId}/redeem`,
    body: (w) => ({ code: w.ticketCode }),
  },
  'GET /events/{id}/attendance': { allowed: DOOR, url: (w) => `events/${w.eventId}/attendance` },
  'GET /events/{id}/door-list': { allowed: DOOR, url: (w) => `events/${w.eventId}/door-list` },
  'POST /refund-requests/{id}/approve': {
    allowed: RUNS,
    url: (w) => `refund-requests/${w.refundRequestId}/approve`,
    body: () => ({}),
  },
  'POST /refund-requests/{id}/decline': {
    allowed: RUNS,
    url: (w) => `refund-requests/${w.refundRequestId}/decline`,
    body: () => ({}),
  },
  'POST /events/{id}/refunds/preview': { allowed: RUNS, url: (w) => `events/${w.eventId}/refunds/preview` },
  'POST /events/{id}/refunds': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/refunds`,
    body: () => ({ expectedRefundCents: 0 }),
  },
  'GET /events/{id}/rsvps': { allowed: RUNS, url: (w) => `events/${w.eventId}/rsvps` },
  'POST /events/{id}/rsvps/{userId}/approve': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/rsvps/${w.pendingUserId}/approve`,
  },
  'POST /events/{id}/rsvps/{userId}/decline': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/rsvps/${w.pendingUserId}/decline`,
  },
  'POST /events/{id}/invitations': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/invitations`,
    body: () => ({ email: `invitee-${Math.random().toString(36).slice(2)}@test.local` }),
  },
  'GET /events/{id}/invitations': { allowed: RUNS, url: (w) => `events/${w.eventId}/invitations` },
  // A guest holding a ticket sees the guest list too (the host has it on).
  'GET /events/{id}/guests': { allowed: [...RUNS, 'guest'], url: (w) => `events/${w.eventId}/guests` },
  'GET /events/{id}/reports': { allowed: RUNS, url: (w) => `events/${w.eventId}/reports` },
  'POST /reports/{id}/review': { allowed: RUNS, url: (w) => `reports/${w.reportId}/review` },
};

/**
 * Routes that are not host-side (sign-in, the caller's own profile, tickets, orders, social,
 * chat, notifications), or whose host side is scoped by the caller's own organization rather
 * than an id in the path (lists, money out, analytics, blasts): those are checked below
 * by what they show, or in their own modules' tests.
 */
export const NOT_IN_MATRIX = new Set([
  'POST /createOtp',
  'POST /sendEmailOtp',
  'POST /verfiyOtp',
  'POST /verifyEmailOtp',
  'POST /login-web',
  'GET /logout',
  'POST /profileSetup-web',
  'PUT /updateUserDetailsWeb',
  'PUT /updateUserDetails',
  'POST /UpdatePhoneNumberByID',
  'GET /getUserProfileDetails',
  'POST /uploadProfilePic',
  'PUT /updateShowBanner',
  'DELETE /deleteUser',
  'POST /organizations/upload-profile-picture',
  'DELETE /organizations/delete-profile-picture',
  'GET /dev/outbox',
  'POST /organizations',
  'GET /organizations/me',
  'GET /organizations/{id}',
  'POST /events',
  'GET /events',
  'GET /events/{id}',
  'POST /events/{id}/cover',
  'GET /payments/config',
  'POST /events/{id}/orders/quote',
  'POST /events/{id}/orders',
  'GET /orders/{id}',
  'POST /orders/{id}/pay',
  'GET /me/tickets',
  'GET /tickets/{id}',
  'POST /tickets/{id}/share',
  'DELETE /tickets/{id}/share',
  'GET /shared/{token}',
  'POST /shared/{token}/claim',
  'POST /orders/{id}/refund-requests',
  'GET /refund-requests',
  'GET /me/refund-requests',
  'POST /ticket-types/{id}/waitlist',
  'GET /ticket-types/{id}/waitlist',
  'DELETE /ticket-types/{id}/waitlist',
  'POST /webhooks/stripe',
  'GET /payouts/balance',
  'GET /payout-accounts',
  'POST /payout-accounts',
  'DELETE /payout-accounts/{id}',
  'GET /organizations/me/kyc',
  'POST /organizations/me/kyc',
  'POST /payouts',
  'GET /payouts',
  'GET /payouts/statement',
  'POST /webhooks/stripe-connect',
  'GET /notifications',
  'POST /notifications/read',
  'GET /host/events',
  'GET /me/events',
  'POST /events/{id}/rsvp',
  'POST /organizations/{id}/subscription',
  'DELETE /organizations/{id}/subscription',
  'GET /me/subscriptions',
  'GET /users/{id}/public',
  'POST /users/{id}/connection',
  'DELETE /users/{id}/connection',
  'POST /users/{id}/connection/decline',
  'GET /matches',
  'GET /connection-requests',
  'POST /users/{id}/block',
  'DELETE /users/{id}/block',
  'POST /users/{id}/report',
  'GET /events/{id}/chat',
  'POST /events/{id}/contact-host',
  'GET /chats',
  'GET /chats/{roomId}',
  'GET /chats/{roomId}/messages',
  'POST /chats/{roomId}/messages',
  'DELETE /chats/{roomId}/messages/{id}',
  'GET /text-blasts/events',
  'GET /text-blasts/audience',
  'POST /text-blasts',
  'GET /text-blasts',
  'GET /text-blasts/{id}',
  'PATCH /text-blasts/{id}',
  'DELETE /text-blasts/{id}',
  'POST /text-blasts/{id}/send',
  'POST /text-blasts/{id}/cancel',
  'GET /text-blasts/{id}/recipients',
  'POST /webhooks/sms',
  'POST /webhooks/sms/status',
  'POST /dev/inbound-sms',
  'GET /host/analytics',
  'GET /host/analytics/revenue',
  'GET /host/analytics/guests',
  'GET /host/analytics/matches',
  'GET /host/analytics/connection-requests',
  'GET /me/organizations',
  'GET /me/team-invitations',
]);
