import { describe, expect, it } from 'vitest';
import { priceLabel, ticketPriceRange } from './price.ts';

const label = (prices: number[], currency = 'USD') =>
  priceLabel(ticketPriceRange(prices.map((priceCents) => ({ priceCents, currency }))));

describe('price label', () => {
  it('says nothing for an event without ticket types', () => {
    expect(label([])).toBeNull();
    expect(priceLabel({ minPriceCents: null, maxPriceCents: null, currency: null })).toBeNull();
  });

  it('says Free only when every ticket is free', () => {
    expect(label([0])).toBe('Free');
    expect(label([0, 0])).toBe('Free');
  });

  it('never calls an event with a paid ticket Free', () => {
    expect(label([2500, 0])).toBe('Free – $25');
    expect(label([0, 1000, 2500])).toBe('Free – $25');
  });

  it('gives one price as it is, and the lowest with From when paid prices differ', () => {
    expect(label([2500])).toBe('$25');
    expect(label([2500, 2500])).toBe('$25');
    expect(label([2500, 1000, 4000])).toBe('From $10');
    expect(label([1250, 3000])).toBe('From $12.50');
  });

  it('writes the event currency', () => {
    expect(label([2000], 'EUR')).toBe('€20');
    expect(label([1500, 900], 'JPY')).toBe('From ¥900');
  });

  it('reads a range without a highest price by its lowest', () => {
    expect(priceLabel({ minPriceCents: 0, maxPriceCents: null, currency: 'USD' })).toBe('Free');
    expect(priceLabel({ minPriceCents: 1500, maxPriceCents: null, currency: 'USD' })).toBe('$15');
  });
});
