import { z } from 'zod';
import { formatMoney } from '../fees.ts';
import { Text } from './common.ts';
import { EVENT_LIMITS, IsoDateTime } from './event-common.ts';

/** Ticket types and promo codes of an event (host only); events.ts re-exports them. */

const Currency = Text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'Use a 3-letter currency code such as USD' });

const ticketTypeFields = {
  name: Text({ error: 'Name the ticket type' })
    .trim()
    .min(1, { error: 'Name the ticket type' })
    .max(EVENT_LIMITS.ticketNameMax),
  /** 0 means free. */
  priceCents: z
    .number({ error: 'Enter a price (0 for free)' })
    .int({ error: 'Price in whole cents' })
    .min(0, { error: 'The price cannot be negative' })
    .max(EVENT_LIMITS.maxPriceCents),
  currency: Currency,
  quantity: z
    .number({ error: 'Enter how many tickets are available' })
    .int()
    .min(1, { error: 'At least 1 ticket' })
    .max(EVENT_LIMITS.maxQuantity),
  salesStart: IsoDateTime.nullable(),
  salesEnd: IsoDateTime.nullable(),
  maxPerOrder: z.number().int().min(1).max(EVENT_LIMITS.maxPerOrder).nullable(),
  /** false: the event's tax does not apply to this type (DESIGN §2 Taxes). */
  taxable: z.boolean({ error: 'Say whether the tax applies' }),
};

function salesWindowOk(v: { salesStart?: string | null; salesEnd?: string | null }): boolean {
  return !v.salesStart || !v.salesEnd || Date.parse(v.salesEnd) > Date.parse(v.salesStart);
}
const salesWindowError = { error: 'Sales must end after they start', path: ['salesEnd'] };

export const ZCreateTicketTypeRequest = z
  .object({
    ...ticketTypeFields,
    currency: Currency.default('USD'),
    salesStart: ticketTypeFields.salesStart.optional(),
    salesEnd: ticketTypeFields.salesEnd.optional(),
    maxPerOrder: ticketTypeFields.maxPerOrder.optional(),
    taxable: ticketTypeFields.taxable.default(true),
  })
  .refine(salesWindowOk, salesWindowError);
export type CreateTicketTypeRequest = z.input<typeof ZCreateTicketTypeRequest>;

export const ZUpdateTicketTypeRequest = z
  .object(ticketTypeFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' })
  .refine(salesWindowOk, salesWindowError);
export type UpdateTicketTypeRequest = z.input<typeof ZUpdateTicketTypeRequest>;

export const ZTicketType = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  name: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  quantity: z.number().int(),
  sold: z.number().int(),
  remaining: z.number().int(),
  salesStart: z.string().nullable(),
  salesEnd: z.string().nullable(),
  maxPerOrder: z.number().int().nullable(),
  taxable: z.boolean(),
});
export type TicketType = z.infer<typeof ZTicketType>;

export const ZCreatePromoCodeRequest = z
  .object({
    /** Stored upper-case; unique per event regardless of case. */
    code: Text({ error: 'Enter a code' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, { error: 'Use 3 to 20 letters and digits' }),
    percentOff: z
      .number()
      .int()
      .min(1, { error: 'From 1 to 100' })
      .max(100, { error: 'From 1 to 100' })
      .optional(),
    amountOffCents: z
      .number()
      .int()
      .min(1, { error: 'At least 1 cent' })
      .max(EVENT_LIMITS.maxPriceCents)
      .optional(),
    maxUses: z
      .number()
      .int()
      .min(1, { error: 'At least 1 use' })
      .max(EVENT_LIMITS.maxQuantity, {
        error: `At most ${EVENT_LIMITS.maxQuantity.toLocaleString('en-US')} uses`,
      })
      .nullable()
      .optional(),
    validUntil: IsoDateTime.nullable().optional(),
    /** Empty or absent: the code applies to every ticket type of the event. */
    ticketTypeIds: z.array(z.uuid()).max(50).optional(),
  })
  .refine((v) => (v.percentOff === undefined) !== (v.amountOffCents === undefined), {
    error: 'Give either a percentage or an amount off',
    path: ['percentOff'],
  });
export type CreatePromoCodeRequest = z.input<typeof ZCreatePromoCodeRequest>;

export const ZPromoCode = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  used: z.number().int(),
  validUntil: z.string().nullable(),
  ticketTypeIds: z.array(z.uuid()),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof ZPromoCode>;

export const ZTicketTypeParams = z.object({ id: z.uuid({ error: 'Not a valid id' }), ttId: z.uuid() });
export const ZPromoCodeParams = z.object({ id: z.uuid({ error: 'Not a valid id' }), pcId: z.uuid() });

/**
 * An amount off larger than every ticket it applies to (all of the event's when `ticketTypeIds`
 * is empty) is refused, by the server (422 on `amountOffCents`) and the form alike, rather than
 * saved with a warning: the host surely meant something else, and each ticket would just become
 * free. Larger than only some of them is fine (those become free). Without ticket types there is
 * nothing to compare with. Answers the message, or undefined.
 */
export function amountOffIssue(
  amountOffCents: number,
  ticketTypes: readonly { id: string; priceCents: number; currency: string }[],
  ticketTypeIds: readonly string[],
): string | undefined {
  const applies = ticketTypes.filter((t) => ticketTypeIds.length === 0 || ticketTypeIds.includes(t.id));
  if (applies.length === 0) return undefined;
  const top = applies.reduce((a, b) => (b.priceCents > a.priceCents ? b : a));
  if (amountOffCents <= top.priceCents) return undefined;
  if (top.priceCents === 0) return 'The tickets this code applies to are free';
  return `${formatMoney(amountOffCents, top.currency)} off is more than the ticket price (${formatMoney(top.priceCents, top.currency)} at most): lower the amount`;
}
