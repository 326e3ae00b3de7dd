import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageCodes,
  latestCode,
  sendEmailCode,
  sendPhoneCode,
  signUpByEmail,
  signUpByPhone,
} from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

describe('login-web: signing in to an existing account', () => {
  let t: TestApp;
  const login = (payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/v1/login-web', payload: { login_source: 'web', ...payload } });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in an existing e-mail account', async () => {
    const { userId } = await signUpByEmail(t.app, 'member@example.com', { completeProfile: true });
    await ageCodes(t.app, 31);
    await sendEmailCode(t.app, 'member@example.com', '10.0.0.1');
    const res = await login({
      email: 'MEMBER@example.com',
      otp: await latestCode(t.app, 'member@example.com'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId, profileStatus: 'Completed', isNewUser: false });
    const me = await call(t.app, {
      method: 'GET',
      url: `/api/v1/getUserProfileDetails?ID=${userId}`,
      token: res.body.data.token,
    });
    expect(me.status).toBe(200);
  });

  it('signs in an existing phone account', async () => {
    const { userId } = await signUpByPhone(t.app, '+14155550122');
    await ageCodes(t.app, 31);
    await sendPhoneCode(t.app, '+14155550122', '10.0.0.2');
    const res = await login({ phoneNumber: '+14155550122', otp: await latestCode(t.app, '+14155550122') });
    expect(res.status).toBe(200);
    expect(res.body.data.userId).toBe(userId);
  });

  it('answers 404 ACCOUNT_NOT_FOUND for a right code without an account, and the code still signs up', async () => {
    await sendPhoneCode(t.app, '+14155550133', '10.0.0.3');
    const otp = await latestCode(t.app, '+14155550133');
    const res = await login({ phoneNumber: '+14155550133', otp });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ACCOUNT_NOT_FOUND');
    expect(await t.db.query('SELECT id FROM users WHERE phone = $1', ['+14155550133'])).toHaveLength(0);

    const signup = await call(t.app, {
      method: 'POST',
      url: '/api/v1/verfiyOtp',
      payload: { phoneNumber: '+14155550133', otp, login_source: 'web' },
    });
    expect(signup.status).toBe(200);
    expect(signup.body.data).toMatchObject({ isNewUser: true, profileStatus: 'newWebUser' });
  });

  it('does not tell whether an account exists without a right code', async () => {
    await sendEmailCode(t.app, 'nobody@example.com', '10.0.0.4');
    const otp = await latestCode(t.app, 'nobody@example.com');
    const res = await login({ email: 'nobody@example.com', otp: otp === '000000' ? '111111' : '000000' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('OTP_INVALID');
  });

  it('does not let repeated unknown-account answers stand in for wrong tries', async () => {
    await sendEmailCode(t.app, 'later@example.com', '10.0.0.5');
    const otp = await latestCode(t.app, 'later@example.com');
    for (let i = 0; i < 7; i++) expect((await login({ email: 'later@example.com', otp })).status).toBe(404);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/verifyEmailOtp',
      payload: { email: 'later@example.com', otp, login_source: 'web' },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['no address', { otp: '123456' }],
    ['a bad e-mail', { email: 'x@', otp: '123456' }],
    ['a bad phone', { phoneNumber: 'abc', otp: '123456' }],
    ['no code', { email: 'member@example.com' }],
    ['login_source other than web', { email: 'member@example.com', otp: '123456', login_source: 'mobile' }],
  ])('rejects %s with 400', async (_name, payload) => {
    const res = await login(payload);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).not.toBe('Invalid input');
  });

  it('rejects both a phone and an e-mail at once', async () => {
    const res = await login({ email: 'member@example.com', phoneNumber: '+14155550122', otp: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toMatch(/one of them/);
  });
});
