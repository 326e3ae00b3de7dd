import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, randomIp, signUpByEmail, signUpByPhone } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

describe('sign-in by code: verfiyOtp and verifyEmailOtp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a code by e-mail, lower-cases the address and points at the dev outbox', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/sendEmailOtp',
      payload: { email: '  Mixed.Case@Example.COM ', login_source: 'web' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: {
        resendAfterSeconds: 30,
        expiresInSeconds: 600,
        devOutbox: `/dev/outbox?to=${encodeURIComponent('mixed.case@example.com')}`,
      },
    });
    const code = await latestCode(t.app, 'mixed.case@example.com');
    const msg = await t.db.maybeOne<{ body: string; channel: string; subject: string }>(
      'SELECT body, channel, subject FROM outbox_messages WHERE recipient = $1',
      ['mixed.case@example.com'],
    );
    expect(msg).toMatchObject({ channel: 'email' });
    expect(msg?.body).toContain(`Your Mingle code is ${code}. It expires in 10 minutes.`);
  });

  it('stores only a hash of the code', async () => {
    const rows = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM otp_challenges WHERE destination = $1',
      ['mixed.case@example.com'],
    );
    const code = await latestCode(t.app, 'mixed.case@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('creates the account on first sign-in with status newWebUser, then signs the same account in', async () => {
    const email = 'first@example.com';
    const first = await signUpByEmail(t.app, email);
    const profile = await call(t.app, {
      method: 'GET',
      url: `/api/v1/getUserProfileDetails?ID=${first.userId}&login_source=web`,
      token: first.token,
    });
    expect(profile.body.data).toMatchObject({ id: first.userId, email, profileStatus: 'newWebUser' });

    await t.db.query(`UPDATE otp_challenges SET created_at = now() - interval '1 minute'`);
    const ip = randomIp();
    await call(t.app, {
      method: 'POST',
      url: '/api/v2/sendEmailOtp',
      payload: { email, login_source: 'web' },
      remoteAddress: ip,
    });
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/v2/verifyEmailOtp',
      payload: { email, otp: await latestCode(t.app, email), login_source: 'web' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      userId: first.userId,
      profileStatus: 'newWebUser',
      isNewUser: false,
    });
    expect(again.body.data.token).not.toBe(first.token);
  });

  it('signs up by phone, normalising the number to E.164', async () => {
    const sent = await call(t.app, {
      method: 'POST',
      url: '/api/v1/createOtp',
      payload: { phoneNumber: '+1 (415) 555-0101', login_source: 'web' },
    });
    expect(sent.status).toBe(200);
    const code = await latestCode(t.app, '+14155550101');
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/verfiyOtp',
      payload: { phoneNumber: '+14155550101', otp: code, login_source: 'web' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ profileStatus: 'newWebUser', isNewUser: true });
    expect(res.body.data.token.length).toBeGreaterThanOrEqual(43);
    const user = await t.db.maybeOne<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
      res.body.data.userId,
    ]);
    expect(user?.phone).toBe('+14155550101');
  });

  it('stores only a hash of the session token, with an expiry', async () => {
    const { token, userId } = await signUpByPhone(t.app, '+447700900123');
    const row = await t.db.maybeOne<{ token_hash: string; days: number }>(
      `SELECT token_hash, round(EXTRACT(EPOCH FROM expires_at - now()) / 86400)::int AS days
         FROM sessions WHERE user_id = $1`,
      [userId],
    );
    expect(row?.token_hash).not.toBe(token);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.days).toBe(30);
  });
});
