import { describe, expect, it } from 'vitest';
import { isCompleteCode } from './otp-code.ts';

describe('isCompleteCode', () => {
  it('takes exactly six digits and nothing else', () => {
    expect(isCompleteCode('012345')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
    expect(isCompleteCode(' 123456')).toBe(false);
    expect(isCompleteCode('')).toBe(false);
  });
});
