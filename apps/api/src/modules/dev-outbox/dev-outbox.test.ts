import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, sendEmailCode, sendPhoneCode } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { normaliseRecipient } from './dev-outbox.service.ts';

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
    expect(Object.keys(items[0]).sort()).toEqual([
      'attachments',
      'body',
      'channel',
      'html',
      'id',
      'sentAt',
      'subject',
      'to',
    ]);
    expect(items[0]).toMatchObject({
      to: '+14155550100',
      channel: 'sms',
      subject: null,
      html: null,
      attachments: [],
    });
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
      html: expect.stringContaining('Your Mingle code'),
    });
    // The plain-text part still opens with the sentence the e2e specs read the code from.
    expect(mail.body.data.items[0].body).toMatch(/^Your Mingle code is \d{6}\. It expires in/);
    expect(normaliseRecipient(' 14155550100')).toBe('+14155550100');
  });

  it('lists the newest messages to anyone without `to`, and nothing for an unknown address', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/v1/dev/outbox' })).body.data.items).toHaveLength(3);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/v1/dev/outbox?to=nobody@example.com' })).body.data.items,
    ).toEqual([]);
  });
});

describe('GET dev/outbox from another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await sendEmailCode(t.app, 'victim@example.com', '10.0.0.3');
  });
  afterAll(() => t.close());

  const outbox = (
    options: { remoteAddress?: string; headers?: Record<string, string> },
    url = '/api/v1/dev/outbox',
  ) => call(t.app, { method: 'GET', url, ...options });

  it('answers 404, as for a route that does not exist, to a client that is not on this machine', async () => {
    for (const remoteAddress of [
      '10.0.0.7',
      '192.168.1.20',
      '203.0.113.9',
      '2001:db8::1',
      '::ffff:10.0.0.7',
    ]) {
      for (const url of ['/api/v1/dev/outbox', '/api/v2/dev/outbox?to=victim@example.com']) {
        const res = await outbox({ remoteAddress }, url);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
        expect(JSON.stringify(res.body)).not.toContain('victim');
      }
    }
  });

  it('answers 404 when a proxy on this machine forwards a remote client, trusted or not, and can not be fooled by a header', async () => {
    const trusting = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      for (const app of [t.app, trusting.app]) {
        for (const headers of [
          { 'x-forwarded-for': '203.0.113.9' },
          { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
          { forwarded: 'for=203.0.113.9;proto=https' },
          { forwarded: 'for="[2001:db8::1]:4711"' },
        ]) {
          const res = await call(app, { method: 'GET', url: '/api/v1/dev/outbox', headers });
          expect(res.status).toBe(404);
        }
      }
      // A remote caller claiming to be local is still remote.
      const spoofed = await call(trusting.app, {
        method: 'GET',
        url: '/api/v1/dev/outbox',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(spoofed.status).toBe(404);
      const local = await call(trusting.app, {
        method: 'GET',
        url: '/api/v1/dev/outbox',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(local.status).toBe(200);
    } finally {
      await trusting.close();
    }
  });

  it('serves loopback clients, IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox({ remoteAddress });
      expect(res.status).toBe(200);
      expect(res.body.data.items.length).toBeGreaterThan(0);
    }
  });

  it('does not point a remote client at the outbox when it sends a code', async () => {
    const remote = await sendEmailCode(t.app, 'remote@example.com', '10.0.0.8');
    expect(remote.status).toBe(200);
    expect(remote.body.data.devOutbox).toBeUndefined();
    const local = await sendEmailCode(t.app, 'local@example.com', '127.0.0.1');
    expect(local.body.data.devOutbox).toBe('/dev/outbox?to=local%40example.com');
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
