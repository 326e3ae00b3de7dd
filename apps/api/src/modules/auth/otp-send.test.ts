import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, sendEmailCode, sendPhoneCode, signUpByEmail } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

describe('sending codes: createOtp and sendEmailOtp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_SENDS_PER_DESTINATION_PER_HOUR: '3', OTP_SENDS_PER_IP_PER_HOUR: '6' });
  });
  afterAll(() => t.close());

  it.each([
    ['no body fields', '/createOtp', {}, 'phoneNumber'],
    ['a missing login_source', '/createOtp', { phoneNumber: '+14155550100' }, 'login_source'],
    [
      'login_source other than web',
      '/createOtp',
      { phoneNumber: '+14155550100', login_source: 'ios' },
      'login_source',
    ],
    [
      'a number without country code',
      '/createOtp',
      { phoneNumber: '4155550100', login_source: 'web' },
      'phoneNumber',
    ],
    [
      'letters in the number',
      '/createOtp',
      { phoneNumber: '+1415555CALL', login_source: 'web' },
      'phoneNumber',
    ],
    ['a number as a number', '/createOtp', { phoneNumber: 14155550100, login_source: 'web' }, 'phoneNumber'],
    ['a bad e-mail', '/sendEmailOtp', { email: 'not-an-email', login_source: 'web' }, 'email'],
    ['an e-mail array', '/sendEmailOtp', { email: ['a@b.co'], login_source: 'web' }, 'email'],
    [
      'login_source other than web (e-mail)',
      '/sendEmailOtp',
      { email: 'a@b.co', login_source: 'WEB' },
      'login_source',
    ],
  ])('rejects %s with 400 and a message for the field', async (_name, path, payload, field) => {
    const res = await call(t.app, { method: 'POST', url: `/api/v1${path}`, payload });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toEqual(expect.any(String));
    expect(await t.db.query('SELECT id FROM otp_challenges')).toHaveLength(0);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/createOtp',
      payload: '{"phoneNumber":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
  });

  it('gives the same answer whether or not an account uses the address', async () => {
    await signUpByEmail(t.app, 'known@example.com');
    await ageCodes(t.app, 60);
    const known = await sendEmailCode(t.app, 'known@example.com', '10.9.0.1');
    const unknown = await sendEmailCode(t.app, 'unknown@example.com', '10.9.0.2');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const strip = (b: { data: { devOutbox?: string } }) => ({
      ...b,
      data: { ...b.data, devOutbox: undefined },
    });
    expect(strip(known.body)).toEqual(strip(unknown.body));
  });

  it('refuses a new code within 30 s of the last one, saying how long to wait', async () => {
    expect((await sendPhoneCode(t.app, '+14155550111', '10.1.0.1')).status).toBe(200);
    const again = await sendPhoneCode(t.app, '+14155550111', '10.1.0.2');
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('RATE_LIMITED');
    expect(again.body.error.message).toMatch(/wait (29|30) seconds/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    await ageCodes(t.app, 31);
    expect((await sendPhoneCode(t.app, '+14155550111', '10.1.0.3')).status).toBe(200);
  });

  it('lets someone whose code just signed them in ask for a new one at once (left set-up, signs in again)', async () => {
    await signUpByEmail(t.app, 'again@example.com');
    const next = await sendEmailCode(t.app, 'again@example.com', '10.1.1.1');
    expect(next.status).toBe(200);
    // That new code is unused: it holds the next one back as before.
    const third = await sendEmailCode(t.app, 'again@example.com', '10.1.1.2');
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(/wait (29|30) seconds/);
  });

  it('sends at most OTP_SENDS_PER_DESTINATION_PER_HOUR codes an hour to one address', async () => {
    const email = 'busy@example.com';
    for (let i = 0; i < 3; i++) {
      expect((await sendEmailCode(t.app, email, `10.2.0.${i}`)).status).toBe(200);
      await ageCodes(t.app, 60);
    }
    const fourth = await sendEmailCode(t.app, email, '10.2.0.9');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(/Too many codes were sent to this address/);
    await ageCodes(t.app, 3600);
    expect((await sendEmailCode(t.app, email, '10.2.0.10')).status).toBe(200);
  });

  it('sends at most OTP_SENDS_PER_IP_PER_HOUR codes an hour from one client address', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await sendEmailCode(t.app, `guest${i}@venue.example`, '10.3.0.1')).status).toBe(200);
    }
    const seventh = await sendEmailCode(t.app, 'guest7@venue.example', '10.3.0.1');
    expect(seventh.status).toBe(429);
    expect(seventh.body.error.message).toMatch(/from your network/);
    expect((await sendEmailCode(t.app, 'guest7@venue.example', '10.3.0.2')).status).toBe(200);
  });

  it('lets only one of many simultaneous requests for the same address through', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sendPhoneCode(t.app, '+14155550199', `10.4.0.${i}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    const rows = await t.db.query('SELECT id FROM otp_challenges WHERE destination = $1', ['+14155550199']);
    expect(rows).toHaveLength(1);
  });

  it('serves the same calls under /api/v2', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v2/sendEmailOtp',
      payload: { email: 'v2@example.com', login_source: 'web' },
      remoteAddress: '10.5.0.1',
    });
    expect(res.status).toBe(200);
  });
});

describe('sending codes in production', () => {
  let t: TestApp;
  const sent: { to: string; text: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'silent' },
      {
        providers: {
          email: {
            name: 'recording',
            send: async (m) => {
              sent.push({ to: m.to, text: m.text });
              return { id: 'x' };
            },
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('does not point at the dev outbox and keeps nothing in it', async () => {
    const res = await sendEmailCode(t.app, 'prod@example.com');
    expect(res.status).toBe(200);
    expect(res.body.data.devOutbox).toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toMatch(/Your Mingle code is \d{6}\./);
    expect(await t.db.query('SELECT id FROM outbox_messages')).toHaveLength(0);
  });

  it('answers 503 for a channel with no provider configured, and keeps no code', async () => {
    const res = await sendPhoneCode(t.app, '+14155550100');
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE' });
    expect(res.body.error.message).toMatch(/text message/);
    expect(await t.db.query('SELECT id FROM otp_challenges WHERE channel = $1', ['sms'])).toHaveLength(0);
  });
});
