import { describe, expect, it } from 'vitest';
import { centsToMoneyInput, isoToLocalInput, localInputToIso, parseMoneyToCents } from './money-input.ts';

describe('money input', () => {
  it('reads prices into whole cents without floating point', () => {
    expect(parseMoneyToCents('12')).toBe(1200);
    expect(parseMoneyToCents('12.5')).toBe(1250);
    expect(parseMoneyToCents('0.29')).toBe(29);
    expect(parseMoneyToCents('19,99')).toBe(1999);
    expect(parseMoneyToCents(' 7.05 ')).toBe(705);
    for (const bad of ['', '-1', '1.999', 'ten', '1e3', '.5']) expect(parseMoneyToCents(bad)).toBeNull();
    expect(centsToMoneyInput(1250)).toBe('12.50');
  });

  it('reads sales-window times in the event’s zone', () => {
    expect(localInputToIso('2026-07-04T19:00', 'America/Los_Angeles')).toBe('2026-07-05T02:00:00.000Z');
    expect(isoToLocalInput('2026-07-05T02:00:00.000Z', 'America/Los_Angeles')).toBe('2026-07-04T19:00');
    expect(localInputToIso('', 'UTC')).toBeNull();
    expect(isoToLocalInput(null, 'UTC')).toBe('');
  });
});
