import { describe, expect, it } from 'vitest';
import { centsToDecimal } from './money.ts';

describe('centsToDecimal', () => {
  it('writes whole cents with two decimals and the sign in front', () => {
    expect(centsToDecimal(5000)).toBe('50.00');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-2001)).toBe('-20.01');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
  });
});
