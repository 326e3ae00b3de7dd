import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, sendPhoneCode, signUpByEmail, signUpByPhone } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

describe('UpdatePhoneNumberByID: changing the phone with a code sent to the new number', () => {
  let t: TestApp;
  let me: { token: string; userId: string };
  let ip = 0;
  const change = (phoneNumber: string, otp: string, token = me.token) =>
    call(t.app, {
      method: 'POST',
      url: '/api/v1/UpdatePhoneNumberByID',
      payload: { phoneNumber, otp },
      token,
    });
  const codeFor = async (phone: string) => {
    expect((await sendPhoneCode(t.app, phone, `10.6.0.${++ip}`)).status).toBe(200);
    return latestCode(t.app, phone);
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await signUpByEmail(t.app, 'changer@example.com', { completeProfile: true });
  });
  afterAll(() => t.close());

  it('sets the new number once the code sent to it is given', async () => {
    const res = await change('+1 415 555 0150', await codeFor('+14155550150'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: me.userId,
      phoneNumber: '+14155550150',
      email: 'changer@example.com',
    });
  });

  it('refuses a wrong code and keeps the number', async () => {
    await codeFor('+14155550151');
    const res = await change('+14155550151', '000000');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('OTP_INVALID');
    const me2 = await call(t.app, {
      method: 'GET',
      url: `/api/v1/getUserProfileDetails?ID=${me.userId}`,
      token: me.token,
    });
    expect(me2.body.data.phoneNumber).toBe('+14155550150');
  });

  it('refuses a code that was sent to a different number', async () => {
    const code = await codeFor('+14155550152');
    const res = await change('+14155550153', code);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('OTP_INVALID');
  });

  it('answers 409 when the number belongs to another account, without using up the code', async () => {
    const other = await signUpByPhone(t.app, '+14155550160');
    const { ctx } = t.app;
    await ctx.db.query(`UPDATE otp_challenges SET created_at = created_at - interval '1 minute'`);
    const code = await codeFor('+14155550160');
    const res = await change('+14155550160', code);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'CONFLICT' });
    expect(res.body.error.fields.phoneNumber).toMatch(/another account/);
    const otherSignIn = await call(t.app, {
      method: 'POST',
      url: '/api/v1/login-web',
      payload: { phoneNumber: '+14155550160', otp: code, login_source: 'web' },
    });
    expect(otherSignIn.body.data.userId).toBe(other.userId);
  });

  it('uses a code once only', async () => {
    const code = await codeFor('+14155550170');
    expect((await change('+14155550170', code)).status).toBe(200);
    const replay = await change('+14155550170', code);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatchObject({
      code: 'OTP_INVALID',
      message: 'That code is not valid. Ask for a new code.',
    });
  });

  it('needs a signed-in caller and a valid body', async () => {
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/v1/UpdatePhoneNumberByID',
          payload: { phoneNumber: '+14155550180', otp: '123456' },
        })
      ).status,
    ).toBe(401);
    expect((await change('12', '123456')).status).toBe(400);
    expect((await change('+14155550180', '12')).status).toBe(400);
  });
});
