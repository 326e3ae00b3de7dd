import { describe, expect, it } from 'vitest';
import { valueTicks } from './value-axis.ts';

describe('the analytics value axis', () => {
  it('ends on a round tick above one $25 sale (in cents)', () => {
    expect(valueTicks([2500, 0])).toEqual([0, 1000, 2000, 3000]);
  });

  it('leaves room above a figure that lands on a round step', () => {
    expect(valueTicks([2000])).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(valueTicks([10])).toEqual([0, 5, 10, 15]);
  });

  it('counts in whole numbers', () => {
    expect(valueTicks([1])).toEqual([0, 1, 2]);
    expect(valueTicks([3, 1])).toEqual([0, 1, 2, 3, 4]);
    expect(valueTicks([47])).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('draws an empty range from 0 to 1', () => {
    expect(valueTicks([])).toEqual([0, 1]);
    expect(valueTicks([0, 0])).toEqual([0, 1]);
  });

  it('reaches below zero for a refund-only day', () => {
    expect(valueTicks([-2500, 0])).toEqual([-3000, -2000, -1000, 0]);
    expect(valueTicks([5000, -2500])).toEqual([-4000, -2000, 0, 2000, 4000, 6000]);
  });

  it('keeps every figure inside the ticks, with at most five gaps', () => {
    for (const max of [1, 7, 9, 99, 100, 101, 2499, 2501, 123_456, 9_999_999]) {
      const ticks = valueTicks([max]);
      expect(ticks.at(-1)!).toBeGreaterThan(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(5);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });
});
