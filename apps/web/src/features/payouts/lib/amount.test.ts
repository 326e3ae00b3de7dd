import { describe, expect, it } from 'vitest';
import { centsToInput, inputToCents, payoutAmountForm } from './amount.ts';

describe('payout amounts', () => {
  it('turns typed dollars into integer cents', () => {
    expect(inputToCents('50')).toBe(5000);
    expect(inputToCents('50.5')).toBe(5050);
    expect(inputToCents('$1,250.07')).toBe(125007);
    expect(inputToCents('0.1')).toBe(10);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3']) expect(inputToCents(bad)).toBeNull();
  });

  it('shows cents as dollars without floating point', () => {
    expect(centsToInput(5000)).toBe('50.00');
    expect(centsToInput(7)).toBe('0.07');
    expect(centsToInput(-2001)).toBe('-20.01');
  });

  it('refuses zero and more than available', () => {
    const form = payoutAmountForm(5000);
    expect(form.safeParse({ amount: '50.00' }).success).toBe(true);
    expect(form.safeParse({ amount: '50.01' }).success).toBe(false);
    expect(form.safeParse({ amount: '0' }).success).toBe(false);
  });
});
