import { describe, expect, it } from 'vitest';
import { PROMO_CODE_DEFAULTS, promoCodeSchema } from './promo-code-form.ts';

const ga = { id: '00000000-0000-4000-8000-0000000000a1', priceCents: 2500, currency: 'USD' };
const vip = { id: '00000000-0000-4000-8000-0000000000a2', priceCents: 6000, currency: 'USD' };
const now = () => Date.parse('2026-11-27T12:00:00.000Z');

const issues = (types: (typeof ga)[], values: Partial<typeof PROMO_CODE_DEFAULTS>) =>
  promoCodeSchema(types, 'America/New_York', now)
    .safeParse({ ...PROMO_CODE_DEFAULTS, code: 'FRIENDS', ...values })
    .error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the promo code form', () => {
  it('refuses an end date already past, on the field', () => {
    expect(issues([ga], { value: '10', validUntil: '2020-12-31T23:59' })).toEqual([
      ['validUntil', 'Choose a date in the future'],
    ]);
    expect(issues([ga], { value: '10', validUntil: '2026-12-31T23:59' })).toBeUndefined();
  });

  it('refuses an amount off larger than every ticket it applies to, on the amount', () => {
    expect(issues([ga], { kind: 'amount', value: '30' })).toEqual([
      ['value', '$30.00 off is more than the ticket price ($25.00 at most): lower the amount'],
    ]);
    expect(issues([ga], { kind: 'amount', value: '25' })).toBeUndefined();
    expect(issues([ga, vip], { kind: 'amount', value: '30' })).toBeUndefined();
    expect(issues([ga, vip], { kind: 'amount', value: '30', ticketTypeIds: [ga.id] })).toHaveLength(1);
    // 30 percent is not 30 dollars.
    expect(issues([ga], { kind: 'percent', value: '30' })).toBeUndefined();
  });
});
