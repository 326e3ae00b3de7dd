import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, sendEmailCode, sendPhoneCode } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { normaliseRecipient } from './dev-outbox.routes.ts';

describe('GET dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await sendPhoneCode(t.app, '+14155550100', '10.0.0.1');
    await ageCodes(t.app, 31);
    await sendPhoneCode(t.app, '+14155550100', '10.0.0.2');
    await sendEmailCode(t.app, 'outbox@example.com', '10.0.0.3');
  });
  afterAll(() => t.close());

  it('lists the messages to a phone, newest first, with the documented fields', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/v1/dev/outbox?to=${encodeURIComponent('+14155550100')}`,
    });
    expect(res.status).toBe(200);
    const items = res.body.data.items;
    expect(items).toHaveLength(2);
    expect(Object.keys(items[0]).sort()).toEqual(['body', 'channel', 'id', 'sentAt', 'subject', 'to']);
    expect(items[0]).toMatchObject({ to: '+14155550100', channel: 'sms', subject: null });
    expect(items[0].body).toMatch(/^Your Mingle code is \d{6}\./);
    expect(Date.parse(items[0].sentAt)).toBeGreaterThanOrEqual(Date.parse(items[1].sentAt));
    const codes = await t.db.query<{ body: string }>(
      'SELECT body FROM outbox_messages WHERE recipient = $1 ORDER BY sent_at DESC',
      ['+14155550100'],
    );
    expect(items.map((i: { body: string }) => i.body)).toEqual(codes.map((c) => c.body));
  });

  it('accepts the phone with its "+" turned into a space, or formatted, and the e-mail in any case', async () => {
    for (const url of ['/api/v1/dev/outbox?to=+14155550100', '/api/v2/dev/outbox?to=%2B1%20415%20555-0100']) {
      expect((await call(t.app, { method: 'GET', url })).body.data.items).toHaveLength(2);
    }
    const mail = await call(t.app, { method: 'GET', url: '/api/v1/dev/outbox?to=OutBox@Example.com' });
    expect(mail.body.data.items).toHaveLength(1);
    expect(mail.body.data.items[0]).toMatchObject({
      channel: 'email',
      subject: expect.stringMatching(/Mingle code/),
    });
    expect(normaliseRecipient(' 14155550100')).toBe('+14155550100');
  });

  it('lists the newest messages to anyone without `to`, and nothing for an unknown address', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/v1/dev/outbox' })).body.data.items).toHaveLength(3);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/v1/dev/outbox?to=nobody@example.com' })).body.data.items,
    ).toEqual([]);
  });
});

describe('GET dev/outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'silent' });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v1/dev/outbox?to=a@example.com' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
