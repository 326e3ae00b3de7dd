import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEmailCode } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { startSmtpServer } from '../../../test/messaging-servers.ts';

describe('sign-in codes by e-mail through SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let refusing: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let refusingApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    refusing = await startSmtpServer({ reject: true });
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Mingle <codes@mingle.test>' });
    refusingApp = await createTestApp({ SMTP_URL: refusing.url });
  });
  afterAll(async () => {
    await t.close();
    await refusingApp.close();
    await smtp.close();
    await refusing.close();
  });

  it('mails the code from MAIL_FROM to the address; the code from the mail signs in', async () => {
    expect((await sendEmailCode(t.app, 'Reader@Example.com')).status).toBe(200);
    const mail = smtp.mails.at(-1);
    expect(mail?.from).toBe('codes@mingle.test');
    expect(mail?.to).toEqual(['reader@example.com']);
    expect(mail?.raw).toMatch(/^Subject: \d{6} is your Mingle code/m);
    // Text and HTML as alternatives: mail clients pick the HTML, text-only readers the sentence.
    expect(mail?.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail?.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(mail?.raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    const code = /Your Mingle code is (\d{6})\. It expires in 10 minutes\./.exec(mail?.raw ?? '')?.[1];
    expect(code).toBeDefined();

    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/verifyEmailOtp',
      payload: { email: 'reader@example.com', otp: code, login_source: 'web' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.isNewUser).toBe(true);
    expect(await t.db.query('SELECT id FROM outbox_messages')).toHaveLength(0);
  });

  it('answers 503 UNAVAILABLE when the SMTP server refuses, and keeps no code', async () => {
    const res = await sendEmailCode(refusingApp.app, 'reader@example.com');
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('UNAVAILABLE');
    expect(await refusingApp.db.query('SELECT id FROM otp_challenges')).toHaveLength(0);
  });
});
