import type { Person } from './social-test-kit.ts';

/**
 * Which routes with an id the stranger walk (stranger-walk.test.ts) sends, with which of the
 * world's ids, and what a stranger and a blocked person may get from each.
 */

/**
 * `refused`: any 4xx; `missing`: exactly 404 (the thing's existence is not the caller's to
 * learn); `may`: the caller acts on something of their own, any answer below 500.
 */
export type Expect = 'refused' | 'missing' | 'may';

export interface World {
  orgId: string;
  eventId: string;
  ticketTypeId: string;
  promoId: string;
  orderId: string;
  refundOrderId: string;
  ticketId: string;
  shareToken: string;
  refundRequestId: string;
  reportId: string;
  invitationId: string;
  eventRoomId: string;
  hostRoomId: string;
  directRoomId: string;
  directMessageId: string;
  payoutAccountId: string;
  blastId: string;
  a: Person;
  host: Person;
}

export interface Walked {
  url: (w: World) => string;
  stranger: Expect;
  /** Defaults to `stranger`. D1 and D2 hold a ticket, so what the event's guests may do they may. */
  blocked?: Expect;
  body?: (w: World) => object;
  /** The same route again with other ids (another kind of room). */
  also?: Walked[];
}

const HOST_SIDE: Expect = 'refused';
const OWN: Pick<Walked, 'stranger' | 'blocked'> = { stranger: 'may', blocked: 'may' };
const GUESTS_ONLY: Pick<Walked, 'stranger' | 'blocked'> = { stranger: 'refused', blocked: 'may' };
const org =
  (rest = '') =>
  (w: World) =>
    `organizations/${w.orgId}${rest}`;
const ev =
  (rest = '') =>
  (w: World) =>
    `events/${w.eventId}${rest}`;

const oneTicket = (w: World) => ({ items: [{ ticketTypeId: w.ticketTypeId, quantity: 1 }] });

export const WALKED: Record<string, Walked> = {
  // The host's side: organization, event settings, door, refunds, guest lists, blasts, money.
  'PATCH /organizations/{id}': { url: org(), stranger: HOST_SIDE, body: () => ({ name: 'Taken' }) },
  'GET /organizations/{id}/subscribers': { url: org('/subscribers'), stranger: HOST_SIDE },
  'GET /organizations/{id}/subscribers.csv': { url: org('/subscribers.csv'), stranger: HOST_SIDE },
  'GET /organizations/{id}/members': { url: org('/members'), stranger: HOST_SIDE },
  'POST /organizations/{id}/members': {
    url: org('/members'),
    stranger: HOST_SIDE,
    body: () => ({ email: 'walk-member@example.com', role: 'cohost' }),
  },
  'PATCH /organizations/{id}/members/{userId}': {
    url: (w) => `organizations/${w.orgId}/members/${w.a.userId}`,
    stranger: HOST_SIDE,
    body: () => ({ role: 'cohost' }),
  },
  'DELETE /organizations/{id}/members/{userId}': {
    url: (w) => `organizations/${w.orgId}/members/${w.a.userId}`,
    stranger: HOST_SIDE,
  },
  'GET /organizations/{id}/invitations': { url: org('/invitations'), stranger: HOST_SIDE },
  'DELETE /organizations/{id}/invitations/{invitationId}': {
    url: (w) => `organizations/${w.orgId}/invitations/${w.invitationId}`,
    stranger: HOST_SIDE,
  },
  'GET /organizations/{id}/activity': { url: org('/activity'), stranger: HOST_SIDE },
  // The world's team invitation was sent to A: only A may answer it.
  'POST /team-invitations/{id}/accept': {
    url: (w) => `team-invitations/${w.invitationId}/accept`,
    stranger: 'missing',
  },
  'POST /team-invitations/{id}/decline': {
    url: (w) => `team-invitations/${w.invitationId}/decline`,
    stranger: 'missing',
  },
  'PATCH /events/{id}': { url: ev(), stranger: HOST_SIDE, body: () => ({ title: 'Taken' }) },
  'POST /events/{id}/cover': { url: ev('/cover'), stranger: HOST_SIDE },
  'POST /events/{id}/publish': { url: ev('/publish'), stranger: HOST_SIDE },
  'POST /events/{id}/cancel': { url: ev('/cancel'), stranger: HOST_SIDE, body: () => ({ message: 'x' }) },
  'POST /events/{id}/duplicate': { url: ev('/duplicate'), stranger: HOST_SIDE },
  'POST /events/{id}/ticket-types': {
    url: ev('/ticket-types'),
    stranger: HOST_SIDE,
    body: () => ({ name: 'Sneaky', priceCents: 0, quantity: 10 }),
  },
  'PATCH /events/{id}/ticket-types/{ttId}': {
    url: (w) => `events/${w.eventId}/ticket-types/${w.ticketTypeId}`,
    stranger: HOST_SIDE,
    body: () => ({ name: 'Renamed' }),
  },
  'DELETE /events/{id}/ticket-types/{ttId}': {
    url: (w) => `events/${w.eventId}/ticket-types/${w.ticketTypeId}`,
    stranger: HOST_SIDE,
  },
  'POST /events/{id}/promo-codes': {
    url: ev('/promo-codes'),
    stranger: HOST_SIDE,
    body: () => ({ code: 'FREE100', percentOff: 100 }),
  },
  'GET /events/{id}/promo-codes': { url: ev('/promo-codes'), stranger: HOST_SIDE },
  'DELETE /events/{id}/promo-codes/{pcId}': {
    url: (w) => `events/${w.eventId}/promo-codes/${w.promoId}`,
    stranger: HOST_SIDE,
  },
  'GET /events/{id}/tax': { url: ev('/tax'), stranger: HOST_SIDE },
  'PUT /events/{id}/tax': {
    url: ev('/tax'),
    stranger: HOST_SIDE,
    body: () => ({ mode: 'inclusive', rateMilli: 1, name: 'X' }),
  },
  'DELETE /events/{id}/tax': { url: ev('/tax'), stranger: HOST_SIDE },
  'GET /organizations/{id}/tax-default': { url: org('/tax-default'), stranger: HOST_SIDE },
  'PUT /organizations/{id}/tax-default': {
    url: org('/tax-default'),
    stranger: HOST_SIDE,
    body: () => ({ mode: 'inclusive', rateMilli: 1, name: 'X' }),
  },
  'DELETE /organizations/{id}/tax-default': { url: org('/tax-default'), stranger: HOST_SIDE },
  'POST /events/{id}/redeem': { url: ev('/redeem'), stranger: HOST_SIDE, body: () => ({ code: 'WALK' }) },
  'GET /events/{id}/attendance': { url: ev('/attendance'), stranger: HOST_SIDE },
  'GET /events/{id}/door-list': { url: ev('/door-list'), stranger: HOST_SIDE },
  'POST /events/{id}/refunds/preview': { url: ev('/refunds/preview'), stranger: HOST_SIDE },
  'POST /events/{id}/refunds': {
    url: ev('/refunds'),
    stranger: HOST_SIDE,
    body: () => ({ expectedRefundCents: 0 }),
  },
  'GET /events/{id}/rsvps': { url: ev('/rsvps'), stranger: HOST_SIDE },
  'POST /events/{id}/rsvps/{userId}/approve': {
    url: (w) => `events/${w.eventId}/rsvps/${w.a.userId}/approve`,
    stranger: HOST_SIDE,
  },
  'POST /events/{id}/rsvps/{userId}/decline': {
    url: (w) => `events/${w.eventId}/rsvps/${w.a.userId}/decline`,
    stranger: HOST_SIDE,
  },
  'POST /events/{id}/invitations': {
    url: ev('/invitations'),
    stranger: HOST_SIDE,
    body: () => ({ email: 'walk-invitee@example.com' }),
  },
  'GET /events/{id}/invitations': { url: ev('/invitations'), stranger: HOST_SIDE },
  'GET /events/{id}/reports': { url: ev('/reports'), stranger: HOST_SIDE },
  'POST /reports/{id}/review': { url: (w) => `reports/${w.reportId}/review`, stranger: HOST_SIDE },
  'POST /refund-requests/{id}/approve': {
    url: (w) => `refund-requests/${w.refundRequestId}/approve`,
    stranger: HOST_SIDE,
  },
  'POST /refund-requests/{id}/decline': {
    url: (w) => `refund-requests/${w.refundRequestId}/decline`,
    stranger: HOST_SIDE,
  },
  'DELETE /payout-accounts/{id}': { url: (w) => `payout-accounts/${w.payoutAccountId}`, stranger: HOST_SIDE },
  'GET /text-blasts/{id}': { url: (w) => `text-blasts/${w.blastId}`, stranger: HOST_SIDE },
  'PATCH /text-blasts/{id}': {
    url: (w) => `text-blasts/${w.blastId}`,
    stranger: HOST_SIDE,
    body: () => ({ segments: ['going'] }),
  },
  'DELETE /text-blasts/{id}': { url: (w) => `text-blasts/${w.blastId}`, stranger: HOST_SIDE },
  'POST /text-blasts/{id}/send': { url: (w) => `text-blasts/${w.blastId}/send`, stranger: HOST_SIDE },
  'POST /text-blasts/{id}/cancel': { url: (w) => `text-blasts/${w.blastId}/cancel`, stranger: HOST_SIDE },
  'GET /text-blasts/{id}/recipients': {
    url: (w) => `text-blasts/${w.blastId}/recipients`,
    stranger: HOST_SIDE,
  },
  // A's orders, tickets and refund request.
  'GET /orders/{id}': { url: (w) => `orders/${w.orderId}`, stranger: 'refused' },
  'POST /orders/{id}/pay': { url: (w) => `orders/${w.orderId}/pay`, stranger: 'refused' },
  'POST /orders/{id}/refund-requests': {
    url: (w) => `orders/${w.orderId}/refund-requests`,
    stranger: 'refused',
    body: () => ({ reason: 'Not mine' }),
  },
  'GET /tickets/{id}': { url: (w) => `tickets/${w.ticketId}`, stranger: 'refused' },
  'POST /tickets/{id}/share': { url: (w) => `tickets/${w.ticketId}/share`, stranger: 'refused' },
  'DELETE /tickets/{id}/share': { url: (w) => `tickets/${w.ticketId}/share`, stranger: 'refused' },
  // A's chats: the match room with B and A's Contact Host room. The event's room is its guests',
  // and A wrote in it: a blocked guest may read the room but must not see A there.
  'GET /chats/{roomId}': {
    url: (w) => `chats/${w.directRoomId}`,
    stranger: 'refused',
    also: [
      { url: (w) => `chats/${w.hostRoomId}`, stranger: 'refused' },
      { url: (w) => `chats/${w.eventRoomId}`, ...GUESTS_ONLY },
    ],
  },
  'GET /chats/{roomId}/messages': {
    url: (w) => `chats/${w.directRoomId}/messages`,
    stranger: 'refused',
    also: [
      { url: (w) => `chats/${w.hostRoomId}/messages`, stranger: 'refused' },
      { url: (w) => `chats/${w.eventRoomId}/messages`, ...GUESTS_ONLY },
    ],
  },
  'POST /chats/{roomId}/messages': {
    url: (w) => `chats/${w.directRoomId}/messages`,
    stranger: 'refused',
    body: () => ({ body: 'hi', clientId: `walk-${crypto.randomUUID()}` }),
    also: [{ url: (w) => `chats/${w.hostRoomId}/messages`, stranger: 'refused' }],
  },
  'DELETE /chats/{roomId}/messages/{id}': {
    url: (w) => `chats/${w.directRoomId}/messages/${w.directMessageId}`,
    stranger: 'refused',
  },
  'GET /events/{id}/chat': { url: ev('/chat'), ...GUESTS_ONLY },
  'GET /events/{id}/guests': { url: ev('/guests'), ...GUESTS_ONLY },
  // A as a person: the public card has its own rule (a shared event, both allow it, no block);
  // requests need a shared event and no block.
  'GET /users/{id}/public': { url: (w) => `users/${w.a.userId}/public`, stranger: 'refused' },
  'POST /users/{id}/connection': {
    url: (w) => `users/${w.a.userId}/connection`,
    stranger: 'refused',
    body: (w) => ({ eventId: w.eventId }),
  },
  // The caller's own relation to A: removing a request or match they don't have, declining one
  // never sent, blocking and reporting (a report is the reporter's record; A sees nothing).
  'DELETE /users/{id}/connection': { url: (w) => `users/${w.a.userId}/connection`, ...OWN },
  'POST /users/{id}/connection/decline': { url: (w) => `users/${w.a.userId}/connection/decline`, ...OWN },
  'POST /users/{id}/block': { url: (w) => `users/${w.a.userId}/block`, ...OWN },
  'DELETE /users/{id}/block': { url: (w) => `users/${w.a.userId}/block`, ...OWN },
  'POST /users/{id}/report': {
    url: (w) => `users/${w.a.userId}/report`,
    ...OWN,
    body: (w) => ({ reason: 'Other', eventId: w.eventId }),
  },
  // Public pages and what anyone may do about a published event: buy, RSVP, wait, follow,
  // write to the host. The world's ids only say which event.
  'GET /organizations/{id}': { url: org(), ...OWN },
  'GET /events/{id}': { url: ev(), ...OWN },
  'POST /events/{id}/orders/quote': { url: ev('/orders/quote'), ...OWN, body: (w) => oneTicket(w) },
  'POST /events/{id}/orders': { url: ev('/orders'), ...OWN, body: (w) => oneTicket(w) },
  'POST /events/{id}/rsvp': { url: ev('/rsvp'), ...OWN, body: () => ({ answer: 'Maybe' }) },
  'POST /events/{id}/contact-host': {
    url: ev('/contact-host'),
    ...OWN,
    body: () => ({ body: 'Is there parking?', clientId: `walk-${crypto.randomUUID()}` }),
  },
  'POST /organizations/{id}/subscription': { url: org('/subscription'), ...OWN },
  'DELETE /organizations/{id}/subscription': { url: org('/subscription'), ...OWN },
  'POST /ticket-types/{id}/waitlist': { url: (w) => `ticket-types/${w.ticketTypeId}/waitlist`, ...OWN },
  'GET /ticket-types/{id}/waitlist': { url: (w) => `ticket-types/${w.ticketTypeId}/waitlist`, ...OWN },
  'DELETE /ticket-types/{id}/waitlist': { url: (w) => `ticket-types/${w.ticketTypeId}/waitlist`, ...OWN },
  // A share link is the permission: whoever A gave it to may see and claim the ticket (the
  // stranger claims it, after every refusal was walked); it must still not show A's contact details.
  'GET /shared/{token}': { url: (w) => `shared/${w.shareToken}`, ...OWN },
  'POST /shared/{token}/claim': { url: (w) => `shared/${w.shareToken}/claim`, ...OWN },
};

/**
 * Routes that show A's first name by design: the share link's page says who offers the ticket
 * to whoever holds the link, signed in or not, so a block can't hide it there.
 */
export const SHOWS_SENDER_NAME = new Set(['GET /shared/{token}', 'POST /shared/{token}/claim']);
