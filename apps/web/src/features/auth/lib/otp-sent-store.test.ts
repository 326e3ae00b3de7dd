import { afterEach, describe, expect, it } from 'vitest';
import { recallOtpSent, rememberOtpSent } from './otp-sent-store.ts';

const sent = { expiresInSeconds: 600, resendAfterSeconds: 30, devOutbox: '/dev/outbox' } as Parameters<
  typeof rememberOtpSent
>[0];

afterEach(() => sessionStorage.clear());

describe('the code screen’s help after a reload', () => {
  it('comes back with the minutes that are left, and not once the code has expired', () => {
    rememberOtpSent(sent, 1_000_000);
    expect(recallOtpSent(1_000_000 + 240_000)).toMatchObject({
      expiresInSeconds: 360,
      devOutbox: '/dev/outbox',
    });
    expect(recallOtpSent(1_000_000 + 600_000)).toBeUndefined();
  });
});
