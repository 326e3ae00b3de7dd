import { DiscountKind } from '@mingle/shared/enums';
import { amountOffIssue, type CreatePromoCodeRequest, type TicketType } from '@mingle/shared/schemas/events';
import { z } from 'zod';
import { localInputToIso, parseMoneyToCents } from './money-input.ts';

export const PromoCodeForm = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, { error: 'Use 3 to 20 letters and digits' }),
    kind: DiscountKind,
    value: z.string().trim(),
    maxUses: z
      .string()
      .trim()
      .regex(/^\d{0,7}$/, { error: 'Enter a number, or leave it empty' }),
    validUntil: z.string(),
    ticketTypeIds: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent') {
      const n = Number(v.value);
      if (!/^\d{1,3}$/.test(v.value) || n < 1 || n > 100)
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'From 1 to 100' });
    } else if (!parseMoneyToCents(v.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter an amount such as 5.00' });
    }
    if (v.maxUses && Number(v.maxUses) < 1)
      ctx.addIssue({ code: 'custom', path: ['maxUses'], message: 'At least 1 use' });
  });

/**
 * The form as the page checks it, with what the server would refuse said on the field before
 * sending: an end date already past, an amount off larger than every ticket it applies to.
 */
export function promoCodeSchema(
  ticketTypes: readonly Pick<TicketType, 'id' | 'priceCents' | 'currency'>[],
  timeZone: string,
  now: () => number = Date.now,
) {
  return PromoCodeForm.superRefine((v, ctx) => {
    const until = v.validUntil ? localInputToIso(v.validUntil, timeZone) : null;
    if (until && Date.parse(until) <= now())
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Choose a date in the future' });
    const cents = v.kind === 'amount' ? parseMoneyToCents(v.value) : null;
    const issue = cents ? amountOffIssue(cents, ticketTypes, v.ticketTypeIds) : undefined;
    if (issue) ctx.addIssue({ code: 'custom', path: ['value'], message: issue });
  });
}

export type PromoCodeValues = z.input<typeof PromoCodeForm>;
export type PromoCodeField = keyof PromoCodeValues;

export const PROMO_CODE_FIELDS: readonly PromoCodeField[] = [
  'code',
  'kind',
  'value',
  'maxUses',
  'validUntil',
  'ticketTypeIds',
];
export const PROMO_CODE_ALIASES: Partial<Record<string, PromoCodeField>> = {
  percentOff: 'value',
  amountOffCents: 'value',
};

export const PROMO_CODE_DEFAULTS: PromoCodeValues = {
  code: '',
  kind: 'percent',
  value: '',
  maxUses: '',
  validUntil: '',
  ticketTypeIds: [],
};

export function promoCodeRequest(v: PromoCodeValues, timeZone: string): CreatePromoCodeRequest {
  return {
    code: v.code.trim().toUpperCase(),
    ...(v.kind === 'percent'
      ? { percentOff: Number(v.value) }
      : { amountOffCents: parseMoneyToCents(v.value) ?? 0 }),
    maxUses: v.maxUses ? Number(v.maxUses) : null,
    validUntil: v.validUntil ? localInputToIso(v.validUntil, timeZone) : null,
    ticketTypeIds: v.ticketTypeIds,
  };
}
