import { z } from 'zod';
import { CardPaymentProvider, OrderStatus, PaymentProviderName, WaitlistStatus } from '../enums.ts';
import type { TicketLine } from '../price-lines.ts';
import { Text } from './common.ts';
import { ZRefundRequest, ZTicketSummary } from './tickets.ts';

export { CardPaymentProvider, OrderStatus, PaymentProviderName, WaitlistStatus } from '../enums.ts';

/** Contract of checkout (docs/architecture.md, "How a request travels"; fees in ../fees.ts). */

/** Unpaid orders hold their tickets this long (the server's ORDER_HOLD_MINUTES may change it). */
export const ORDER_HOLD_MINUTES = 10;
/** A waitlist offer holds its ticket this long (the server's WAITLIST_CLAIM_MINUTES may change it). */
export const WAITLIST_CLAIM_MINUTES = 30;
export const ORDER_MAX_LINES = 20;
export const ORDER_MAX_QUANTITY_PER_LINE = 100;

/** The sandbox provider's test cards; the payment screen lists them in dev mode. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  processingError: '4000000000000119',
} as const;

const PromoCodeInput = Text()
  .trim()
  .toUpperCase()
  .max(40, { error: 'That promo code is not valid' })
  .optional()
  .transform((v) => v || undefined);

export const ZOrderItemRequest = z.object({
  ticketTypeId: z.uuid({ error: 'Not a valid ticket type' }),
  quantity: z
    .number({ error: 'Choose how many tickets' })
    .int({ error: 'Choose a whole number of tickets' })
    .min(1, { error: 'Choose at least 1 ticket' })
    .max(ORDER_MAX_QUANTITY_PER_LINE, { error: `At most ${ORDER_MAX_QUANTITY_PER_LINE} tickets` }),
});

/** POST events/:id/orders (+ Idempotency-Key) and POST events/:id/orders/quote. */
export const ZCreateOrderRequest = z.object({
  items: z
    .array(ZOrderItemRequest)
    .min(1, { error: 'Choose at least one ticket' })
    .max(ORDER_MAX_LINES)
    .refine((items) => new Set(items.map((i) => i.ticketTypeId)).size === items.length, {
      error: 'List each ticket type once',
    }),
  promoCode: PromoCodeInput,
});
export type CreateOrderRequest = z.input<typeof ZCreateOrderRequest>;

/** A ticket line of a priced order (`TicketLine` of ../price-lines.ts) with its ticket type's name. */
export const ZOrderLine = z.object({
  ticketTypeId: z.uuid(),
  name: z.string(),
  quantity: z.number().int(),
  /** The listed price of one ticket. */
  unitPriceCents: z.number().int(),
  /** The promo code's share of one ticket. */
  unitDiscountCents: z.number().int(),
  unitNetCents: z.number().int(),
  /** 0 until taxes (issue 26). */
  unitTaxCents: z.number().int(),
  /** What one ticket costs the buyer before the fee, and what its refund returns. */
  unitGrossCents: z.number().int(),
});
export type OrderLine = z.infer<typeof ZOrderLine>;
// The wire line is the priced line plus a name: a field added to one and not the other fails here.
type SameLine<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _lineMatches: SameLine<Omit<OrderLine, 'name'>, TicketLine> = true;
void _lineMatches;

export const ZPriceBreakdown = z.object({
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
});

/** POST events/:id/orders/quote: the breakdown without claiming tickets (validates the promo code). */
export const ZOrderQuote = ZPriceBreakdown.extend({
  items: z.array(ZOrderLine),
  promoCode: z.string().nullable(),
});
export type OrderQuote = z.infer<typeof ZOrderQuote>;

/** How the client completes the payment: Stripe needs its client secret and publishable key. */
export const ZPaymentAction = z.object({
  provider: PaymentProviderName,
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
});

export const ZOrder = ZPriceBreakdown.extend({
  id: z.uuid(),
  eventId: z.uuid(),
  status: OrderStatus,
  items: z.array(ZOrderLine),
  promoCode: z.string().nullable(),
  /** When a pending order's hold ends. */
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** The last payment failure, for a pending order ("Your card was declined"). */
  paymentError: z.string().nullable(),
  /** Set while a Stripe payment waits for the client to confirm it. */
  payment: ZPaymentAction.nullable(),
  /** The event's start is written in its zone (`timeZone`, IANA), wherever the buyer is. */
  event: z.object({
    id: z.uuid(),
    title: z.string().nullable(),
    startsAt: z.string().nullable(),
    timeZone: z.string().nullable(),
  }),
  /** The tickets of a paid order. */
  tickets: z.array(ZTicketSummary),
  /** The newest refund request of the order (null: never asked). Always sent; optional for older clients. */
  refundRequest: ZRefundRequest.nullable().optional(),
});
export type Order = z.infer<typeof ZOrder>;

/** POST orders/:id/pay (+ Idempotency-Key). Sandbox: cardNumber. Stripe and free orders: {}. */
export const ZPayOrderRequest = z.object({
  cardNumber: Text()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Enter the card number' }))
    .optional(),
});
export type PayOrderRequest = z.input<typeof ZPayOrderRequest>;

/** GET payments/config: which provider checkout uses. */
export const ZPaymentsConfig = z.object({
  provider: CardPaymentProvider,
  publishableKey: z.string().nullable(),
  /** Only in dev mode with the sandbox provider. */
  testCards: z.object({ succeeds: z.string(), declined: z.string(), processingError: z.string() }).nullable(),
  holdMinutes: z.number().int(),
});
export type PaymentsConfig = z.infer<typeof ZPaymentsConfig>;

// ---- Waitlist ---------------------------------------------------------------------------

/** POST ticket-types/:id/waitlist, GET same: the caller's place on the waitlist. */
export const ZWaitlistEntry = z.object({
  ticketTypeId: z.uuid(),
  status: WaitlistStatus,
  /** 1 = next in line; null once offered. */
  position: z.number().int().nullable(),
  joinedAt: z.string(),
  /** A pending order holding the released ticket until `expiresAt`. */
  offer: z.object({ orderId: z.uuid(), expiresAt: z.string() }).nullable(),
});
export type WaitlistEntry = z.infer<typeof ZWaitlistEntry>;
