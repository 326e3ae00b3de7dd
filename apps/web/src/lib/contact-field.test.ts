import { describe, expect, it } from 'vitest';
import { ContactField } from './contact-field.ts';

const message = (v: string) => ContactField.safeParse(v).error?.issues[0]?.message;

describe('the phone-or-e-mail box', () => {
  it('asks for either when the text is neither, not for "a valid phone number"', () => {
    expect(message('not-an-email 😀')).toBe('Enter a phone number or e-mail address');
    expect(message('')).toBe('Enter a phone number or e-mail address');
  });
  it('accepts either, and keeps the phone message for a phone number typed wrong', () => {
    expect(message('sam@example.com')).toBeUndefined();
    expect(message('+1 415 555 0101')).toBeUndefined();
    expect(message('+1 12')).toMatch(/phone/i);
  });
});
