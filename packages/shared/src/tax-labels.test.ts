import { describe, expect, it } from 'vitest';
import { breakdownRows, formatRate, priceDisplay, taxLineLabel } from './tax-labels.ts';
import { priceTaxedBasket, type Tax } from './taxes.ts';

const salesTax: Tax = { mode: 'exclusive', rateMilli: 8875, name: 'Sales tax' };
const vat: Tax = { mode: 'inclusive', rateMilli: 10_000, name: 'VAT' };
const range = (min: number | null, max = min) => ({
  minPriceCents: min,
  maxPriceCents: max,
  currency: 'USD',
});

describe('formatRate', () => {
  it('writes the rate as typed, up to three decimals', () => {
    expect(formatRate(8875)).toBe('8.875%');
    expect(formatRate(10_000)).toBe('10%');
    expect(formatRate(19_500)).toBe('19.5%');
    expect(formatRate(1)).toBe('0.001%');
    expect(formatRate(100_000)).toBe('100%');
  });
});

describe('priceDisplay', () => {
  it('shows an inclusive price as listed, everywhere', () => {
    expect(priceDisplay(range(2500), vat, 'card')).toEqual({ price: '$25', taxNote: null });
    expect(priceDisplay(range(2500), vat, 'page')).toEqual({ price: '$25', taxNote: null });
  });

  it('says "+ tax" on cards and names the rate on the event page for an exclusive tax', () => {
    expect(priceDisplay(range(2000), salesTax, 'card')).toEqual({ price: '$20 + tax', taxNote: null });
    expect(priceDisplay(range(2000), salesTax, 'page')).toEqual({
      price: '$20',
      taxNote: '+ 8.875% Sales tax',
    });
    expect(priceDisplay(range(1000, 4000), salesTax, 'card').price).toBe('From $10 + tax');
    expect(priceDisplay(range(0, 2500), salesTax, 'card').price).toBe('Free – $25 + tax');
  });

  it('adds nothing to a free event, an event without tickets or an untaxed one', () => {
    expect(priceDisplay(range(0), salesTax, 'card')).toEqual({ price: 'Free', taxNote: null });
    expect(priceDisplay(range(0), salesTax, 'page')).toEqual({ price: 'Free', taxNote: null });
    expect(priceDisplay(range(null), salesTax, 'page')).toEqual({ price: null, taxNote: null });
    expect(priceDisplay(range(2000), null, 'card')).toEqual({ price: '$20', taxNote: null });
  });
});

describe('receipt lines', () => {
  it('names the tax and its rate, with incl. when it is inside the prices', () => {
    expect(taxLineLabel(salesTax)).toBe('Sales tax 8.875%');
    expect(taxLineLabel(vat)).toBe('VAT 10% incl.');
  });

  it('lists subtotal, tax, fee, total and the registration number of an exclusive order', () => {
    const p = priceTaxedBasket([{ ticketTypeId: 'a', unitPriceCents: 2000, quantity: 3 }], null, salesTax);
    expect(breakdownRows(p, 'USD', { registrationNumber: 'NY-123' })).toEqual([
      { label: 'Subtotal', value: '$60.00' },
      { label: 'Sales tax 8.875%', value: '$5.34' },
      { label: 'Fee', value: '$6.00' },
      { label: 'Total paid', value: '$71.34' },
      { label: 'Sales tax registration number: NY-123', value: '' },
    ]);
  });

  it('shows the discount and the tax included in an inclusive order', () => {
    const p = priceTaxedBasket(
      [{ ticketTypeId: 'a', unitPriceCents: 2500, quantity: 1 }],
      { percentOff: 20, amountOffCents: null, ticketTypeIds: [] },
      { mode: 'inclusive', rateMilli: 20_000, name: 'VAT' },
    );
    expect(breakdownRows(p, 'EUR', { promoCode: 'SPRING' })).toEqual([
      { label: 'Subtotal', value: '€25.00' },
      { label: 'Discount (SPRING)', value: '−€5.00' },
      { label: 'VAT 20% incl.', value: '€3.33' },
      { label: 'Fee', value: '€1.83' },
      { label: 'Total paid', value: '€21.83' },
    ]);
  });

  it('says Free for a free order and no tax line without tax', () => {
    const p = priceTaxedBasket([{ ticketTypeId: 'a', unitPriceCents: 0, quantity: 2 }], null, vat);
    expect(breakdownRows(p, 'USD', { registrationNumber: 'GB1' })).toEqual([
      { label: 'Total', value: 'Free' },
    ]);
  });
});
