import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ageCodes, latestCode, sendEmailCode, sendPhoneCode } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

/** A 6-digit code that differs from `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('checking codes: verfiyOtp and verifyEmailOtp', () => {
  let t: TestApp;
  let n = 0;
  let email: string;
  let code: string;
  const verify = (otp: string, to = email, url = '/api/v1/verifyEmailOtp') =>
    call(t.app, { method: 'POST', url, payload: { email: to, otp, login_source: 'web' } });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    n += 1;
    email = `verify${n}@example.com`;
    await sendEmailCode(t.app, email, `10.0.0.${n}`);
    code = await latestCode(t.app, email);
  });

  it('answers OTP_INVALID for a wrong code, saying how many tries are left', async () => {
    const res = await verify(wrong(code));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'OTP_INVALID',
      message: 'That code is not right. 4 tries left.',
    });
    expect(res.body.error.fields.otp).toBe(res.body.error.message);
    expect((await verify(code)).status).toBe(200);
  });

  it('fails the 6th try even with the right code', async () => {
    for (let i = 0; i < 5; i++) expect((await verify(wrong(code))).body.error.code).toBe('OTP_INVALID');
    const sixth = await verify(code);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });
    expect(sixth.body.error.message).toMatch(/Ask for a new code/);
  });

  it('counts at most 5 tries when many guesses arrive at once', async () => {
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(guesses.map((g) => verify(g)));
    const row = await t.db.maybeOne<{ attempts: number }>(
      'SELECT attempts FROM otp_challenges WHERE destination = $1',
      [email],
    );
    expect(row?.attempts).toBe(5);
    expect((await verify(code)).body.error.code).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('answers OTP_EXPIRED once the code is older than OTP_TTL_SECONDS', async () => {
    await t.db.query(
      `UPDATE otp_challenges SET expires_at = now() - interval '1 second' WHERE destination = $1`,
      [email],
    );
    const res = await verify(code);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'This code has expired. Ask for a new code.',
    });
  });

  it('uses a code once only', async () => {
    expect((await verify(code)).status).toBe(200);
    const replay = await verify(code);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatchObject({
      code: 'OTP_INVALID',
      message: 'That code is not valid. Ask for a new code.',
    });
  });

  it('answers a wrong code for an address that just signed in exactly as for one that never did', async () => {
    expect((await verify(code)).status).toBe(200);
    const afterSignIn = await verify(wrong(code));
    const neverSent = await verify(wrong(code), 'never.signed.in@example.com');
    expect(afterSignIn.status).toBe(neverSent.status);
    expect(afterSignIn.body).toEqual(neverSent.body);
    expect(JSON.stringify(afterSignIn.body)).not.toMatch(/used/i);
  });

  it('lets exactly one of two simultaneous sign-ins with the same code through', async () => {
    const [a, b] = await Promise.all([verify(code), verify(code)]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect(await t.db.query('SELECT id FROM users WHERE email = $1', [email])).toHaveLength(1);
  });

  it('accepts only the newest code sent to the address', async () => {
    await ageCodes(t.app, 31);
    await sendEmailCode(t.app, email, '10.1.1.1');
    const newest = await latestCode(t.app, email);
    if (newest !== code) expect((await verify(code)).body.error.code).toBe('OTP_INVALID');
    expect((await verify(newest)).status).toBe(200);
  });

  it('does not accept a code sent to another address', async () => {
    const res = await verify(code, 'someone.else@example.com');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('OTP_INVALID');
  });

  it('does not accept an e-mail code on the phone call', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/verfiyOtp',
      payload: { phoneNumber: '+14155550100', otp: code, login_source: 'web' },
    });
    expect(res.body.error.code).toBe('OTP_INVALID');
  });

  it.each([
    ['a missing code', { login_source: 'web' }, 'otp'],
    ['a 5-digit code', { otp: '12345', login_source: 'web' }, 'otp'],
    ['letters', { otp: '12a456', login_source: 'web' }, 'otp'],
    ['a number instead of a string', { otp: 123456, login_source: 'web' }, 'otp'],
    ['login_source other than web', { otp: '123456', login_source: 'android' }, 'login_source'],
  ])('rejects %s with 400 VALIDATION_FAILED without spending a try', async (_name, extra, field) => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/verifyEmailOtp',
      payload: { email, ...extra },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toEqual(expect.any(String));
    const row = await t.db.maybeOne<{ attempts: number }>(
      'SELECT attempts FROM otp_challenges WHERE destination = $1',
      [email],
    );
    expect(row?.attempts).toBe(0);
  });

  it('rejects a bad phone number on verfiyOtp', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/verfiyOtp',
      payload: { phoneNumber: '555', otp: '123456', login_source: 'web' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.phoneNumber).toMatch(/country code/);
  });

  it('verifies a phone code sent to a formatted number', async () => {
    await sendPhoneCode(t.app, '+49 30 1234 5678', `10.2.0.${n}`);
    const phoneCode = await latestCode(t.app, '+493012345678');
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v2/verfiyOtp',
      payload: { phoneNumber: '+49-30-1234-5678', otp: phoneCode, login_source: 'web' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.isNewUser).toBe(true);
  });
});
