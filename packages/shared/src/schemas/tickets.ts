import { z } from 'zod';
import { RefundRequestStatus, RefundStatus, TicketStatus, TicketsTab } from '../enums.ts';
import { SHORT_CODE_DIGEST_HEX } from '../short-code.ts';
import { PageQuery, pageOf, Text } from './common.ts';

export { RefundRequestStatus, RefundStatus, TicketStatus, TicketsTab } from '../enums.ts';

/** Contract of tickets, sharing, redeeming at the door, attendance and refunds. */

/** The link a holder sends to a friend; the page reads `token` from the query string. */
export const SHARED_TICKET_PATH = '/shared';
export function sharedTicketLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${SHARED_TICKET_PATH}?token=${encodeURIComponent(token)}`;
}

export const ZTicketEvent = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  status: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  venueName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  coverImage: z.string().nullable(),
});
export type TicketEvent = z.infer<typeof ZTicketEvent>;

export const ZTicketTypeRef = z.object({
  id: z.uuid(),
  name: z.string(),
  /** What the buyer paid for this ticket after any discount, fee excluded. */
  pricePaidCents: z.number().int(),
  currency: z.string(),
});

/** A ticket in lists (GET me/tickets, an order's tickets): no code. */
export const ZTicketSummary = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  status: TicketStatus,
  redeemedAt: z.string().nullable(),
  event: ZTicketEvent,
  ticketType: ZTicketTypeRef,
  /** Null when the holder deleted their account. */
  holder: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  /** The caller bought it (the buyer sees the order's other tickets and where they went). */
  isBuyer: z.boolean(),
  /** An unclaimed share link exists. */
  shareActive: z.boolean(),
  createdAt: z.string(),
});
export type TicketSummary = z.infer<typeof ZTicketSummary>;

/**
 * GET tickets/:id (holder only): with the code the QR shows at the door, and the short code
 * (8 characters, see short-code.ts) printed under it for typing when the QR can't be read.
 */
export const ZTicket = ZTicketSummary.extend({ code: z.string(), shortCode: z.string() });
export type Ticket = z.infer<typeof ZTicket>;

export const ZMyTicketsQuery = PageQuery.extend({ tab: TicketsTab.default('all') });
export type MyTicketsQuery = z.input<typeof ZMyTicketsQuery>;
export const ZMyTicketsPage = pageOf(ZTicketSummary);
export type MyTicketsPage = z.infer<typeof ZMyTicketsPage>;

// ---- Share and claim --------------------------------------------------------------------

/** POST tickets/:id/share. A new link replaces the previous unclaimed one. */
export const ZTicketShare = z.object({ shareToken: z.string(), url: z.string() });
export type TicketShare = z.infer<typeof ZTicketShare>;

export const ZShareTokenParam = z.object({ token: Text().min(16).max(200) });

/** GET shared/:token (public): what the friend sees before claiming; never the code. */
export const ZSharedTicket = z.object({
  event: ZTicketEvent,
  ticketTypeName: z.string(),
  /** The holder's first name. */
  fromName: z.string().nullable(),
});
export type SharedTicket = z.infer<typeof ZSharedTicket>;

// ---- Redeem at the door and attendance -------------------------------------------------

/**
 * `code`: the QR's code, or the short code in any case with spaces or dashes. `ticketId`
 * instead: a manual check-in from the guest list (or one queued while offline).
 */
export const ZRedeemRequest = z
  .object({
    code: Text({ error: 'Scan or type the ticket code' })
      .trim()
      .min(1, { error: 'Scan or type the ticket code' })
      .max(200, { error: 'That is not a ticket code' })
      .optional(),
    ticketId: z.uuid({ error: 'That is not a ticket' }).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.ticketId === undefined), {
    error: 'Scan or type the ticket code',
    path: ['code'],
  });
export type RedeemRequest = z.input<typeof ZRedeemRequest>;

export const ZAttendee = z.object({
  ticketId: z.uuid(),
  holder: z.object({ id: z.uuid(), firstName: z.string().nullable() }).nullable(),
  ticketTypeName: z.string(),
  status: TicketStatus,
  redeemedAt: z.string().nullable(),
});
export type Attendee = z.infer<typeof ZAttendee>;

/** POST events/:id/redeem → the ticket, now redeemed. 409 ALREADY_REDEEMED carries `fields.redeemedAt`. */
export const ZRedeemedTicket = ZAttendee.extend({
  redeemedAt: z.string(),
  redeemedBy: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
});
export type RedeemedTicket = z.infer<typeof ZRedeemedTicket>;

export const ZAttendanceCountsOfTickets = z.object({
  /** Tickets valid or redeemed. */
  sold: z.number().int(),
  redeemed: z.number().int(),
});

/**
 * GET events/:id/door-list (owner, co-hosts, door staff): every ticket at once, kept on the door
 * device for checking in without a network. Codes are not in it, only digests. `codeDigest`:
 * base64url of SHA-256 of "<eventId>:<code>" (first 22 characters) for the QR code.
 * `shortCodeDigest`: only the first 5 hex characters (20 bits) of SHA-256 of
 * "<eventId>:<normalised short code>", so that a copied list cannot be brute-forced back into short
 * codes (see SHORT_CODE_DIGEST_HEX); a typed code that matches offline is verified by the server when
 * the check-in is synced.
 */
export const ZDoorListEntry = ZAttendee.extend({
  redeemedBy: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  codeDigest: z.string(),
  shortCodeDigest: z.string().regex(new RegExp(`^[0-9a-f]{${SHORT_CODE_DIGEST_HEX}}$`)),
});
export type DoorListEntry = z.infer<typeof ZDoorListEntry>;
export const ZDoorList = z.object({
  eventId: z.uuid(),
  generatedAt: z.string(),
  items: z.array(ZDoorListEntry),
});
export type DoorList = z.infer<typeof ZDoorList>;

/** GET events/:id/attendance?page (host only): the latest arrivals first, then everyone else by name. */
export const ZAttendancePage = pageOf(ZAttendee).extend({ counts: ZAttendanceCountsOfTickets });
export type AttendancePage = z.infer<typeof ZAttendancePage>;

// ---- Refunds ------------------------------------------------------------------------------

export const REFUND_REASON_MAX = 1000;

export const ZCreateRefundRequest = z.object({
  reason: Text({ error: 'Tell the host why you want a refund' })
    .trim()
    .min(1, { error: 'Tell the host why you want a refund' })
    .max(REFUND_REASON_MAX, { error: `At most ${REFUND_REASON_MAX} characters` }),
  /** Default: every ticket of the order the requester still holds. */
  ticketIds: z
    .array(z.uuid({ error: 'Pick the tickets to refund' }), { error: 'Pick the tickets to refund' })
    .min(1, { error: 'Pick at least one ticket' })
    .max(100, { error: 'At most 100 tickets' })
    .transform((ids) => [...new Set(ids)])
    .optional(),
});
export type CreateRefundRequest = z.input<typeof ZCreateRefundRequest>;

export const ZRefundDecisionRequest = z.object({
  message: Text()
    .trim()
    .max(REFUND_REASON_MAX, { error: `At most ${REFUND_REASON_MAX} characters` })
    .optional()
    .transform((v) => v || undefined),
});
export type RefundDecisionRequest = z.input<typeof ZRefundDecisionRequest>;

export const ZRefundRequestTicket = z.object({
  id: z.uuid(),
  ticketTypeName: z.string(),
  amountCents: z.number().int(),
  /** Null when the holder deleted their account. */
  holder: z.object({ id: z.uuid(), firstName: z.string().nullable() }).nullable(),
  /** Someone other than the buyer holds it (a friend claimed it): the money still goes to the buyer's card. */
  claimedByFriend: z.boolean(),
});
export type RefundRequestTicket = z.infer<typeof ZRefundRequestTicket>;

export const ZRefundRequest = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  status: RefundRequestStatus,
  reason: z.string(),
  decisionMessage: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * What goes back to the buyer's card: the tickets' prices (after discount), plus the buyer
   * fee when the host refunds everyone or cancels (`feeCents`); a guest's request keeps the fee.
   */
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  currency: z.string(),
  refundStatus: RefundStatus.nullable(),
  ticketCount: z.number().int(),
  /** The tickets it covers and whose they were when it was made. */
  tickets: z.array(ZRefundRequestTicket),
  event: z.object({ id: z.uuid(), title: z.string().nullable(), startsAt: z.string().nullable() }),
  requester: z.object({ id: z.uuid(), firstName: z.string().nullable() }).nullable(),
});
export type RefundRequest = z.infer<typeof ZRefundRequest>;

/** GET refund-requests (host: requests on their events, pending first) and GET me/refund-requests. */
export const ZRefundRequestsQuery = PageQuery.extend({ status: RefundRequestStatus.optional() });
export type RefundRequestsQuery = z.input<typeof ZRefundRequestsQuery>;
export const ZRefundRequestsPage = pageOf(ZRefundRequest);
export type RefundRequestsPage = z.infer<typeof ZRefundRequestsPage>;

/**
 * POST events/:id/refunds/preview (host): what refunding everyone returns, before or after
 * cancelling. `refundCents` is the whole sum back to guests' cards, buyer fees included.
 */
export const ZMassRefundPreview = z.object({
  orderCount: z.number().int(),
  ticketCount: z.number().int(),
  refundCents: z.number().int(),
  /** The buyer fees inside `refundCents`: a host's refund of everyone returns them too. */
  feesRefundedCents: z.number().int(),
  currency: z.string().nullable(),
});
export type MassRefundPreview = z.infer<typeof ZMassRefundPreview>;

/** POST events/:id/refunds: the host confirms the previewed total; 409 when it changed since. */
export const ZMassRefundRequest = z.object({
  expectedRefundCents: z.number({ error: 'Preview the refund first' }).int().min(0),
});
export type MassRefundRequest = z.input<typeof ZMassRefundRequest>;
