import { type CreateTicketTypeRequest, EVENT_LIMITS, type TicketType } from '@mingle/shared/schemas/events';
import { z } from 'zod';
import { centsToMoneyInput, isoToLocalInput, localInputToIso, parseMoneyToCents } from './money-input.ts';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;

/** A ticket type as typed: money as text, the sales window in the event's zone. */
export const TicketTypeForm = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'Name the ticket type' })
      .max(EVENT_LIMITS.ticketNameMax, { error: `At most ${EVENT_LIMITS.ticketNameMax} characters` }),
    free: z.boolean(),
    price: z.string(),
    currency: z.string().regex(/^[A-Z]{3}$/, { error: 'Choose a currency' }),
    quantity: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, { error: 'Enter how many tickets are available' }),
    salesStart: z.string(),
    salesEnd: z.string(),
    maxPerOrder: z
      .string()
      .trim()
      .regex(/^\d{0,3}$/, { error: 'Enter a number, or leave it empty' }),
    /** The event's tax applies to it (DESIGN §2 Taxes). */
    taxable: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.free) {
      const cents = parseMoneyToCents(v.price);
      if (cents === null || cents === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['price'],
          message: 'Enter a price such as 12.50, or make it free',
        });
      else if (cents > EVENT_LIMITS.maxPriceCents)
        ctx.addIssue({ code: 'custom', path: ['price'], message: 'That price is too high' });
    }
    const quantity = Number(v.quantity);
    if (v.quantity && (quantity < 1 || quantity > EVENT_LIMITS.maxQuantity))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'At least 1 ticket' });
    const max = Number(v.maxPerOrder);
    if (v.maxPerOrder && (max < 1 || max > EVENT_LIMITS.maxPerOrder))
      ctx.addIssue({
        code: 'custom',
        path: ['maxPerOrder'],
        message: `From 1 to ${EVENT_LIMITS.maxPerOrder}`,
      });
    if (v.salesStart && v.salesEnd && v.salesEnd <= v.salesStart)
      ctx.addIssue({ code: 'custom', path: ['salesEnd'], message: 'Sales must end after they start' });
  });

export type TicketTypeValues = z.input<typeof TicketTypeForm>;
export type TicketTypeField = keyof TicketTypeValues;

export const TICKET_TYPE_FIELDS: readonly TicketTypeField[] = [
  'name',
  'free',
  'price',
  'currency',
  'quantity',
  'salesStart',
  'salesEnd',
  'maxPerOrder',
  'taxable',
];
export const TICKET_TYPE_ALIASES: Partial<Record<string, TicketTypeField>> = { priceCents: 'price' };

export function ticketTypeDefaults(
  t: TicketType | null,
  currency: string,
  timeZone: string,
): TicketTypeValues {
  return {
    name: t?.name ?? '',
    free: t ? t.priceCents === 0 : false,
    price: t && t.priceCents > 0 ? centsToMoneyInput(t.priceCents) : '',
    currency: t?.currency ?? currency,
    quantity: t ? String(t.quantity) : '100',
    salesStart: isoToLocalInput(t?.salesStart ?? null, timeZone),
    salesEnd: isoToLocalInput(t?.salesEnd ?? null, timeZone),
    maxPerOrder: t?.maxPerOrder ? String(t.maxPerOrder) : '',
    taxable: t?.taxable ?? true,
  };
}

export function ticketTypeRequest(v: TicketTypeValues, timeZone: string): CreateTicketTypeRequest {
  return {
    name: v.name.trim(),
    priceCents: v.free ? 0 : (parseMoneyToCents(v.price) ?? 0),
    currency: v.currency,
    quantity: Number(v.quantity),
    salesStart: v.salesStart ? localInputToIso(v.salesStart, timeZone) : null,
    salesEnd: v.salesEnd ? localInputToIso(v.salesEnd, timeZone) : null,
    maxPerOrder: v.maxPerOrder ? Number(v.maxPerOrder) : null,
    taxable: v.taxable,
  };
}
