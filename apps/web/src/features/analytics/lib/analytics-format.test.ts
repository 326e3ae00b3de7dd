import { describe, expect, it } from 'vitest';
import { cellText, dayLabel, formatRate, keyLabel } from './analytics-format.ts';

describe('analytics figures on screen', () => {
  it('shows a suppressed cell as <5 and a shown one as its count', () => {
    expect(cellText({ key: 'Man', count: null, suppressed: true })).toBe('<5');
    expect(cellText({ key: 'Woman', count: 5, suppressed: false })).toBe('5');
  });

  it('reads rates as percentages and nothing-to-divide-by as a dash', () => {
    expect(formatRate(0.25)).toBe('25%');
    expect(formatRate(0.3333)).toBe('33.3%');
    expect(formatRate(null)).toBe('–');
  });

  it('labels calendar days without shifting them into the browser zone', () => {
    expect(dayLabel('2026-03-08')).toBe('Mar 8');
    expect(keyLabel('unknown')).toBe('Not said');
    expect(keyLabel('Dating')).toBe('Dating');
  });
});
