import { describe, expect, it } from 'vitest';
import { rateMilliFromText, rateText } from './rate.ts';

describe('rate field', () => {
  it('reads up to three decimals exactly, with a dot or a comma', () => {
    expect(rateMilliFromText('8.875')).toBe(8875);
    expect(rateMilliFromText('20')).toBe(20_000);
    expect(rateMilliFromText('7,5 %')).toBe(7500);
    expect(rateMilliFromText('0.001')).toBe(1);
  });

  it('passes more decimals on as a fraction, for the server to name the field', () => {
    expect(Number.isInteger(rateMilliFromText('8.8755'))).toBe(false);
  });

  it('refuses what is not a number', () => {
    expect(rateMilliFromText('')).toBeNull();
    expect(rateMilliFromText('ten')).toBeNull();
    expect(rateMilliFromText('-5')).toBeNull();
  });

  it('shows a rate as it was typed', () => {
    expect(rateText(8875)).toBe('8.875');
    expect(rateText(20_000)).toBe('20');
    expect(rateText(7500)).toBe('7.5');
    expect(rateText(rateMilliFromText('19.6')!)).toBe('19.6');
  });
});
