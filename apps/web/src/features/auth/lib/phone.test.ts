import { PhoneNumber } from '@mingle/shared/schemas/common';
import { describe, expect, it } from 'vitest';
import { countryByIso, defaultCountryIso, flagOf } from './countries.ts';
import { formatPhone, splitE164, toE164 } from './phone.ts';

describe('toE164', () => {
  it('joins the dial code and the national digits, dropping spaces and punctuation', () => {
    expect(toE164('1', '(415) 555-0100')).toBe('+14155550100');
    expect(toE164('49', '30 1234 5678')).toBe('+493012345678');
  });

  it('drops the national trunk 0', () => {
    expect(toE164('44', '07700 900123')).toBe('+447700900123');
    expect(toE164('33', '06 12 34 56 78')).toBe('+33612345678');
  });

  it('keeps the leading 0 where it belongs to the number (Italy)', () => {
    expect(toE164('39', '06 1234 5678')).toBe('+390612345678');
  });

  it('drops a repeated 1 typed in front of a North American number', () => {
    expect(toE164('1', '1 415 555 0100')).toBe('+14155550100');
  });

  it('lets a number typed in international form win over the picker', () => {
    expect(toE164('1', '+44 7700 900123')).toBe('+447700900123');
    expect(toE164('1', '0044 7700 900123')).toBe('+447700900123');
  });

  it('gives an empty string for nothing typed, and results the shared schema accepts', () => {
    expect(toE164('1', '  ')).toBe('');
    expect(PhoneNumber.safeParse(toE164('44', '07700 900123')).success).toBe(true);
    expect(PhoneNumber.safeParse(toE164('1', '555')).success).toBe(false);
  });
});

describe('splitE164 and formatPhone', () => {
  it('finds the country, preferring the given one among those sharing a code', () => {
    expect(splitE164('+14165550100', 'CA')).toEqual({ iso: 'CA', national: '4165550100' });
    expect(splitE164('+447700900123', 'US')).toEqual({ iso: 'GB', national: '7700900123' });
    expect(splitE164('+447700900123', 'JE')).toEqual({ iso: 'JE', national: '7700900123' });
    expect(splitE164('4155550100', 'US')).toBeNull();
  });

  it('prefers the longest matching dial code', () => {
    expect(splitE164('+353861234567', 'US')).toEqual({ iso: 'IE', national: '861234567' });
  });

  it('groups the digits for reading', () => {
    expect(formatPhone('+14155550100')).toBe('+1 415 555 0100');
    expect(formatPhone('not a number')).toBe('not a number');
  });
});

describe('countries', () => {
  it('takes the default country from the browser languages, else the United States', () => {
    expect(defaultCountryIso(['en-GB', 'en'])).toBe('GB');
    expect(defaultCountryIso(['fr'])).toBe('FR');
    expect(defaultCountryIso(['not a tag!'])).toBe('US');
    expect(defaultCountryIso([])).toBe('US');
  });

  it('draws flags from the ISO code and falls back to the default country', () => {
    expect(flagOf('US')).toBe('🇺🇸');
    expect(countryByIso('zz').iso).toBe('US');
    expect(countryByIso('de').dial).toBe('49');
  });
});
