import { SANDBOX_CARDS } from '@mingle/shared/schemas/orders';
import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, luhnValid, validateCard } from './card.ts';

describe('formatCardNumber', () => {
  it('groups the digits in fours as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('drops what is not a digit, wherever it was typed or pasted', () => {
    expect(formatCardNumber('4242-4242 4242.4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('never leaves a trailing space, so Backspace deletes a digit', () => {
    expect(formatCardNumber('4242 ')).toBe('4242');
  });
});

describe('formatExpiry', () => {
  it('adds the separator after the month once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12 / 2');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('12 / 289')).toBe('12 / 28');
  });

  it('pads a month that can only be one digit', () => {
    expect(formatExpiry('4')).toBe('04');
  });

  it('lets Backspace remove the separator', () => {
    expect(formatExpiry('12 /')).toBe('12');
  });
});

describe('card checks', () => {
  it('knows the sandbox test cards pass Luhn', () => {
    for (const n of Object.values(SANDBOX_CARDS)) expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('keeps at most 4 CVC digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });

  const now = new Date('2026-11-22T12:00:00Z');
  const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Ada Lovelace' };

  it('accepts a complete card', () => {
    expect(validateCard(good, now)).toEqual({});
  });

  it('says what is wrong with each field', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '', name: ' ' }, now)).toEqual({
      number: 'Enter the card number',
      expiry: 'Enter the expiry date as MM / YY',
      cvc: 'Enter the 3 or 4 digits on the back',
      name: 'Enter the name on the card',
    });
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe(
      'Check the card number',
    );
    expect(validateCard({ ...good, expiry: '13 / 30' }, now).expiry).toBe('The month is 01 to 12');
  });

  it('treats a card as valid through the end of its expiry month', () => {
    expect(validateCard({ ...good, expiry: '11 / 26' }, now).expiry).toBeUndefined();
    expect(validateCard({ ...good, expiry: '10 / 26' }, now).expiry).toBe('This card has expired');
    expect(validateCard({ ...good, expiry: '12 / 25' }, now).expiry).toBe('This card has expired');
  });
});
