import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, latestCode, sendEmailCode, signUpByEmail } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

describe('sessions: bearer tokens, logout, expiry', () => {
  let t: TestApp;
  const profile = (userId: string, token?: string) =>
    call(t.app, { method: 'GET', url: `/api/v1/getUserProfileDetails?ID=${userId}&login_source=web`, token });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a bearer token for signed-in calls', async () => {
    const { userId } = await signUpByEmail(t.app, 'anon@example.com');
    const res = await profile(userId);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    expect((await profile(userId, 'not-a-real-token')).status).toBe(401);
  });

  it('revokes the token on logout, leaving the other sessions signed in', async () => {
    const first = await signUpByEmail(t.app, 'two-devices@example.com');
    await ageCodes(t.app, 31);
    await sendEmailCode(t.app, 'two-devices@example.com', '10.7.0.1');
    const second = await call(t.app, {
      method: 'POST',
      url: '/api/v1/verifyEmailOtp',
      payload: {
        email: 'two-devices@example.com',
        otp: await latestCode(t.app, 'two-devices@example.com'),
        login_source: 'web',
      },
    });
    const otherToken = second.body.data.token as string;

    const out = await call(t.app, {
      method: 'GET',
      url: '/api/v1/logout?login_source=web',
      token: first.token,
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Signed out', data: { loggedOut: true } });
    expect((await profile(first.userId, first.token)).status).toBe(401);
    expect((await profile(first.userId, otherToken)).status).toBe(200);
    const row = await t.db.maybeOne<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE user_id = $1 ORDER BY created_at LIMIT 1',
      [first.userId],
    );
    expect(row?.revoked).toBe(true);
  });

  it('answers logout without a valid token with success, so a client can always finish', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/v1/logout' })).status).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/v2/logout', token: 'revoked-or-made-up' })).status,
    ).toBe(200);
  });

  it('rejects an expired session', async () => {
    const { token, userId } = await signUpByEmail(t.app, 'expired@example.com');
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      userId,
    ]);
    expect((await profile(userId, token)).status).toBe(401);
  });

  it('rejects the token of a deleted account', async () => {
    const { token, userId } = await signUpByEmail(t.app, 'gone@example.com');
    expect((await call(t.app, { method: 'DELETE', url: '/api/v1/deleteUser', token })).status).toBe(200);
    expect((await profile(userId, token)).status).toBe(401);
    expect((await call(t.app, { method: 'DELETE', url: '/api/v1/deleteUser', token })).status).toBe(401);
  });

  it('accepts the Bearer scheme in any case and ignores a malformed header', async () => {
    const { token, userId } = await signUpByEmail(t.app, 'scheme@example.com');
    const lower = await call(t.app, {
      method: 'GET',
      url: `/api/v1/getUserProfileDetails?ID=${userId}`,
      headers: { authorization: `bearer ${token}` },
    });
    expect(lower.status).toBe(200);
    const bad = await call(t.app, {
      method: 'GET',
      url: `/api/v1/getUserProfileDetails?ID=${userId}`,
      headers: { authorization: token },
    });
    expect(bad.status).toBe(401);
  });
});
