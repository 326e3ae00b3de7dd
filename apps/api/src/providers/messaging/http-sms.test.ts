import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPhoneCode } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { startCarrier } from '../../../test/messaging-servers.ts';
import { HttpSms, SmsDeliveryError } from './http-sms.ts';

const account = { accountSid: 'AC0123', authToken: 's3cret', from: '+15005550006' };

describe('HttpSms: the Twilio-style request', () => {
  it('POSTs form-encoded To, From and Body to /Accounts/{sid}/Messages.json with basic auth', async () => {
    const carrier = await startCarrier();
    try {
      const sms = new HttpSms({ apiUrl: `${carrier.url}/`, ...account });
      expect(await sms.send({ to: '+14155550100', body: 'Your Mingle code is 123456.' })).toEqual({
        id: 'SM1',
      });
      const [req] = carrier.requests;
      expect(req).toMatchObject({
        method: 'POST',
        url: '/2010-04-01/Accounts/AC0123/Messages.json',
        authorization: `Basic ${Buffer.from('AC0123:s3cret').toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(Object.fromEntries(req!.form)).toEqual({
        To: '+14155550100',
        From: '+15005550006',
        Body: 'Your Mingle code is 123456.',
      });
    } finally {
      await carrier.close();
    }
  });

  it('throws on a non-2xx answer without quoting the recipient', async () => {
    const carrier = await startCarrier({ status: 400 });
    try {
      const sms = new HttpSms({ apiUrl: carrier.url, ...account });
      const err = await sms.send({ to: '+14155550100', body: 'x' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SmsDeliveryError);
      expect((err as Error).message).toBe('The SMS provider answered 400');
    } finally {
      await carrier.close();
    }
  });

  it('gives up on a carrier that does not answer', async () => {
    const carrier = await startCarrier({ hang: true });
    try {
      const sms = new HttpSms({ apiUrl: carrier.url, ...account, timeoutMs: 200 });
      await expect(sms.send({ to: '+14155550100', body: 'x' })).rejects.toThrow();
    } finally {
      await carrier.close();
    }
  });
});

describe('sign-in codes by SMS through the carrier (SMS_API_URL set)', () => {
  let t: TestApp;
  let carrier: Awaited<ReturnType<typeof startCarrier>>;
  let broken: Awaited<ReturnType<typeof startCarrier>>;
  let brokenApp: TestApp;
  const env = (url: string) => ({
    SMS_API_URL: url,
    SMS_ACCOUNT_SID: account.accountSid,
    SMS_AUTH_TOKEN: account.authToken,
    SMS_FROM: account.from,
  });

  beforeAll(async () => {
    carrier = await startCarrier();
    broken = await startCarrier({ status: 503 });
    t = await createTestApp(env(carrier.url));
    brokenApp = await createTestApp(env(broken.url));
  });
  afterAll(async () => {
    await t.close();
    await brokenApp.close();
    await carrier.close();
    await broken.close();
  });

  it('texts the code to the phone, which then signs in; the dev outbox stays empty', async () => {
    expect((await sendPhoneCode(t.app, '+14155550100')).status).toBe(200);
    const body = carrier.requests.at(-1)?.form.get('Body') ?? '';
    expect(carrier.requests.at(-1)?.form.get('To')).toBe('+14155550100');
    const code = /\b(\d{6})\b/.exec(body)?.[1];
    expect(code).toBeDefined();
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/verfiyOtp',
      payload: { phoneNumber: '+14155550100', otp: code, login_source: 'web' },
    });
    expect(res.status).toBe(200);
    expect(await t.db.query('SELECT id FROM outbox_messages')).toHaveLength(0);
  });

  it('answers 503 UNAVAILABLE, not 500, when the carrier fails, and allows an immediate retry', async () => {
    const res = await sendPhoneCode(brokenApp.app, '+14155550111');
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'UNAVAILABLE', message: 'We could not send the code; try again' });
    const retry = await sendPhoneCode(brokenApp.app, '+14155550111');
    expect(retry.status).toBe(503);
    expect(broken.requests).toHaveLength(2);
  });
});
