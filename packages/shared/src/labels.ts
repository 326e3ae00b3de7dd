/** Zod-free texts, so public pages can use them without loading zod (enums.ts re-exports them). */

/** Section labels, used in headings and navigation. */
export const SECTION_LABELS = {
  guestList: 'Guest List',
  eventChat: 'Event Chat',
  buyTickets: 'Buy Tickets',
  payment: 'Payment',
  ticket: 'Ticket',
  tickets: 'Tickets',
  profile: 'Profile',
  payoutRequest: 'Payout Request',
  payouts: 'Payouts',
  guestAttendance: 'Guest Attendance',
  contactHost: 'Contact Host',
  hostSubscriptions: 'Host Subscriptions',
} as const;
