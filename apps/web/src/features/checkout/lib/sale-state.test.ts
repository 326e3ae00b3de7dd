import type { TicketType } from '@mingle/shared/schemas/events';
import { describe, expect, it } from 'vitest';
import { clampSelection, decodeSelection, encodeSelection, eventOnSale, saleState } from './sale-state.ts';

const now = new Date('2026-11-22T12:00:00Z');
const base: TicketType = {
  id: 'a',
  eventId: 'e',
  name: 'General',
  priceCents: 2500,
  currency: 'USD',
  quantity: 50,
  sold: 10,
  remaining: 40,
  salesStart: null,
  salesEnd: null,
  maxPerOrder: null,
  taxable: true,
};

describe('saleState', () => {
  it('caps the quantity by what is left, the per-order maximum and the order limit', () => {
    expect(saleState(base, true, now)).toEqual({ kind: 'on_sale', max: 40 });
    expect(saleState({ ...base, maxPerOrder: 4 }, true, now)).toEqual({ kind: 'on_sale', max: 4 });
    expect(saleState({ ...base, remaining: 2, maxPerOrder: 4 }, true, now)).toEqual({
      kind: 'on_sale',
      max: 2,
    });
    expect(saleState({ ...base, remaining: 500 }, true, now, 100)).toEqual({ kind: 'on_sale', max: 100 });
  });

  it('knows sold out, not yet on sale and ended', () => {
    expect(saleState({ ...base, remaining: 0 }, true, now).kind).toBe('sold_out');
    expect(saleState({ ...base, salesStart: '2026-11-23T00:00:00Z' }, true, now)).toEqual({
      kind: 'not_started',
      startsAt: '2026-11-23T00:00:00Z',
    });
    expect(saleState({ ...base, salesEnd: '2026-11-22T11:00:00Z' }, true, now).kind).toBe('ended');
    expect(saleState(base, false, now).kind).toBe('ended');
  });

  it('says an event sells only while published and not over', () => {
    const event = {
      status: 'published' as const,
      startsAt: '2026-11-30T18:00:00Z',
      endsAt: '2026-11-30T22:00:00Z',
    };
    expect(eventOnSale(event, now)).toBe(true);
    expect(eventOnSale({ ...event, status: 'cancelled' }, now)).toBe(false);
    expect(eventOnSale({ ...event, endsAt: '2026-11-22T11:00:00Z' }, now)).toBe(false);
  });
});

describe('the basket', () => {
  it('round-trips through the URL', () => {
    const selection = { a: 2, b: 1 };
    expect(decodeSelection(encodeSelection(selection))).toEqual(selection);
    expect(encodeSelection({ a: 0 })).toBe('');
  });

  it('ignores junk in the URL', () => {
    expect(decodeSelection('a:2,b:-1,c:x,:3,d:1.5,e')).toEqual({ a: 2 });
    expect(decodeSelection(null)).toEqual({});
  });

  it('is clamped to what can be bought now', () => {
    const types = [
      { ...base, maxPerOrder: 3 },
      { ...base, id: 'b', remaining: 0 },
    ];
    expect(clampSelection({ a: 10, b: 2, zz: 1 }, types, true, now)).toEqual({ a: 3 });
  });
});
