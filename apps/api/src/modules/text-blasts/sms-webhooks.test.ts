import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPhoneCode } from '../../../test/auth-helpers.ts';
import { type BlastWorld, blastWorld, guest, rsvp, sentBlast, smsTo } from '../../../test/blast-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { startCarrier } from '../../../test/messaging-servers.ts';
import { keywordOf, smsSignature } from './sms-replies.service.ts';

const inbound = (t: TestApp, from: string, body: string, remoteAddress = '127.0.0.1') =>
  call(t.app, { method: 'POST', url: '/api/v1/dev/inbound-sms', payload: { from, body }, remoteAddress });

const form = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('keywords', () => {
  it('knows the stop, start and help words in any case with spaces around', () => {
    for (const w of ['STOP', ' stop ', 'StopAll', 'unsubscribe', 'CANCEL', 'end', 'Quit\n'])
      expect(keywordOf(w)).toBe('stop');
    for (const w of ['START', 'unstop ']) expect(keywordOf(w)).toBe('start');
    expect(keywordOf(' help')).toBe('help');
    for (const w of ['stop it', 'please stop', 'STOPP', '']) expect(keywordOf(w)).toBeNull();
  });

  it('knows the FCC 2024 words, full-width letters and trailing punctuation', () => {
    for (const w of ['REVOKE', 'revoke', 'OPT OUT', 'opt  out', 'Opt-Out', 'OPTOUT', 'optout!'])
      expect(keywordOf(w)).toBe('stop');
    for (const w of [
      'Stop.',
      'STOP!!',
      'stop?',
      'Quit…',
      'stop !',
      'ＳＴＯＰ',
      'ｓｔｏｐ。',
      'ＯＰＴ　ＯＵＴ',
    ])
      expect(keywordOf(w)).toBe('stop');
    for (const w of ['Start.', 'ＵＮＳＴＯＰ']) expect(keywordOf(w)).toBe('start');
    expect(keywordOf('Help?')).toBe('help');
    for (const w of ['.stop', 'opt in', 'stop.now', 'revoked']) expect(keywordOf(w)).toBeNull();
  });
});

describe('POST dev/inbound-sms (no provider)', () => {
  let t: TestApp;
  let w: BlastWorld;
  let g: Awaited<ReturnType<typeof guest>>;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@mingle.test' });
    w = await blastWorld(t);
    g = await guest(t, 'Gus Guest');
    await rsvp(t, w.eventId, g.userId, 'Yes');
  });
  afterAll(() => t.close());

  const reachable = async () =>
    (
      await call(t.app, {
        method: 'GET',
        url: `/api/v1/text-blasts/audience?eventId=${w.eventId}&segments=going`,
        token: w.host.token,
      })
    ).body.data;

  it('STOP opts the number out at once with one confirmation; START opts back in', async () => {
    const res = await inbound(t, g.phone!, '  Stop ');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ action: 'opted_out' });
    const replies = await smsTo(t, g.phone!);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toMatch(/no more text blasts/);
    expect(await reachable()).toMatchObject({ reachable: 0, excluded: { optedOut: 1 } });
    expect((await inbound(t, g.phone!, 'unstop')).body.data).toEqual({ action: 'opted_in' });
    expect(await reachable()).toMatchObject({ reachable: 1, excluded: { optedOut: 0 } });
  });

  it('HELP answers with the support contact; anything else is ignored without a reply', async () => {
    const before = (await smsTo(t, g.phone!)).length;
    expect((await inbound(t, g.phone!, 'help')).body.data).toEqual({ action: 'help' });
    expect((await smsTo(t, g.phone!)).at(-1)?.body).toContain('help@mingle.test');
    expect((await inbound(t, g.phone!, 'see you there!')).body.data).toEqual({ action: 'none' });
    expect(await smsTo(t, g.phone!)).toHaveLength(before + 1);
  });

  it('keeps the opt-out by number after the account is deleted; sign-in codes still go', async () => {
    const leaver = await guest(t, 'Lee Leaver');
    await inbound(t, leaver.phone!, 'QUIT');
    await t.db.query(`UPDATE users SET deleted_at = now(), phone = NULL WHERE id = $1`, [leaver.userId]);
    expect(await t.db.query('SELECT phone FROM sms_opt_outs WHERE phone = $1', [leaver.phone])).toHaveLength(
      1,
    );
    expect((await sendPhoneCode(t.app, g.phone!)).status).toBe(200);
    await inbound(t, g.phone!, 'stop');
    expect((await sendPhoneCode(t.app, leaver.phone!)).status).toBe(200);
    expect((await smsTo(t, leaver.phone!)).at(-1)?.body).toMatch(/code/);
    await inbound(t, g.phone!, 'start');
  });

  it('answers 404 to other machines, and to the unsigned provider path from them', async () => {
    expect((await inbound(t, g.phone!, 'STOP', '203.0.113.9')).status).toBe(404);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/webhooks/sms',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ From: g.phone!, Body: 'STOP' }),
    });
    expect(res.status).toBe(404);
    expect(await reachable()).toMatchObject({ reachable: 1 });
  });

  it('refuses a body that is not a phone number', async () => {
    expect((await inbound(t, 'hello', 'STOP')).status).toBe(400);
  });
});

describe('dev/inbound-sms in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'silent',
    });
    try {
      expect((await inbound(t, '+14155550100', 'STOP')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the SMS provider (SMS_AUTH_TOKEN set): signed webhooks and delivery reports', () => {
  const token = 'tw-secret';
  let t: TestApp;
  let carrier: Awaited<ReturnType<typeof startCarrier>>;
  let w: BlastWorld;
  beforeAll(async () => {
    carrier = await startCarrier();
    t = await createTestApp({
      SMS_API_URL: carrier.url,
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: token,
      SMS_FROM: '+15005550006',
      PUBLIC_URL: 'https://mingle.example',
    });
    w = await blastWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await carrier.close();
  });

  const post = (path: string, params: Record<string, string>, signature?: string) =>
    call(t.app, {
      method: 'POST',
      url: `/api/v1${path}`,
      remoteAddress: '198.51.100.7',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
      },
      payload: form(params),
    });
  const signed = (path: string, params: Record<string, string>) =>
    post(path, params, smsSignature(token, `https://mingle.example/api/v1${path}`, params));

  it('signs the URL followed by each parameter name and value, sorted by name (HMAC-SHA1, base64)', () => {
    const url = 'https://mingle.example/api/v1/webhooks/sms?x=1';
    const expected = createHmac('sha1', '12345')
      .update(`${url}Body${'STOP'}From+14155550100To+15005550006`)
      .digest('base64');
    expect(smsSignature('12345', url, { To: '+15005550006', From: '+14155550100', Body: 'STOP' })).toBe(
      expected,
    );
  });

  it('refuses an unsigned or wrongly signed reply, and accepts a signed one', async () => {
    const params = { From: '+14155550142', Body: 'STOP', MessageSid: 'SMin1' };
    expect((await post('/webhooks/sms', params)).status).toBe(400);
    expect((await post('/webhooks/sms', params, 'bm90IGl0')).status).toBe(400);
    const wrongKey = smsSignature('other', 'https://mingle.example/api/v1/webhooks/sms', params);
    expect((await post('/webhooks/sms', params, wrongKey)).status).toBe(400);
    const tampered = smsSignature(token, 'https://mingle.example/api/v1/webhooks/sms', {
      ...params,
      Body: 'HELP',
    });
    expect((await post('/webhooks/sms', params, tampered)).status).toBe(400);
    expect(await t.db.query('SELECT 1 FROM sms_opt_outs')).toHaveLength(0);
    const ok = await signed('/webhooks/sms', params);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/xml/);
    expect(await t.db.query('SELECT phone FROM sms_opt_outs')).toEqual([{ phone: '+14155550142' }]);
    // The confirmation went through the carrier.
    expect(carrier.requests.at(-1)?.form.get('To')).toBe('+14155550142');
  });

  it('sends through the carrier with a status callback; signed reports move recipients to delivered or failed', async () => {
    const a = await guest(t, 'Ann');
    const b = await guest(t, 'Bob');
    await rsvp(t, w.eventId, a.userId, 'Yes');
    await rsvp(t, w.eventId, b.userId, 'Yes');
    const id = await sentBlast(t, w, ['going'], 'Gates open');
    await t.app.jobs.runDueJobs();
    const mine = carrier.requests.filter((r) => r.form.get('Body')?.startsWith('Night Owls: Gates open'));
    expect(mine).toHaveLength(2);
    const rows = await t.db.query<{ id: string; provider_id: string; phone: string; status: string }>(
      'SELECT id, provider_id, phone, status FROM blast_recipients WHERE blast_id = $1',
      [id],
    );
    const toA = mine.find((r) => r.form.get('To') === a.phone)!;
    const rowA = rows.find((r) => r.phone === a.phone)!;
    expect(toA.form.get('StatusCallback')).toBe(
      `https://mingle.example/api/v1/webhooks/sms/status?recipient=${rowA.id}`,
    );
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    const sidOf = (phone: string) => rows.find((r) => r.phone === phone)!.provider_id;
    const unsigned = await post('/webhooks/sms/status', {
      MessageSid: sidOf(a.phone!),
      MessageStatus: 'delivered',
    });
    expect(unsigned.status).toBe(400);
    const statusPath = (recipientId: string) => `/webhooks/sms/status?recipient=${recipientId}`;
    await signed(statusPath(rowA.id), { MessageSid: sidOf(a.phone!), MessageStatus: 'delivered' });
    await signed('/webhooks/sms/status', {
      MessageSid: sidOf(b.phone!),
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    });
    // A late "sent" report does not move a delivered message back.
    await signed('/webhooks/sms/status', { MessageSid: sidOf(a.phone!), MessageStatus: 'sent' });
    const view = await call(t.app, { method: 'GET', url: `/api/v1/text-blasts/${id}`, token: w.host.token });
    expect(view.body.data.counts).toMatchObject({ total: 2, delivered: 1, failed: 1, sent: 0 });
    const failed = await call(t.app, {
      method: 'GET',
      url: `/api/v1/text-blasts/${id}/recipients?status=failed`,
      token: w.host.token,
    });
    expect(failed.body.data.items[0]).toMatchObject({ name: 'Bob', error: expect.stringContaining('30003') });
  });

  it('a report that overtakes our record of the message id lands through the recipient in its URL', async () => {
    const c = await guest(t, 'Cy');
    await rsvp(t, w.eventId, c.userId, 'Maybe');
    const draft = await call(t.app, {
      method: 'POST',
      url: '/api/v1/text-blasts',
      token: w.host.token,
      payload: { eventId: w.eventId, segments: ['maybe'], body: 'Quick' },
    });
    const id = draft.body.data.id as string;
    await call(t.app, {
      method: 'POST',
      url: `/api/v1/text-blasts/${id}/send`,
      token: w.host.token,
      headers: { 'idempotency-key': `overtake-${id}` },
    });
    const [row] = await t.db.query<{ id: string }>(
      `UPDATE blast_recipients SET status = 'sending', lease_until = now() + interval '1 minute'
        WHERE blast_id = $1 RETURNING id`,
      [id],
    );
    const path = `/webhooks/sms/status?recipient=${row!.id}`;
    expect((await signed(path, { MessageSid: 'SMearly', MessageStatus: 'delivered' })).status).toBe(200);
    const after = await t.db.query('SELECT status, provider_id FROM blast_recipients WHERE id = $1', [
      row!.id,
    ]);
    expect(after).toEqual([{ status: 'delivered', provider_id: 'SMearly' }]);
    // A malformed recipient in the URL is refused.
    expect(
      (
        await signed('/webhooks/sms/status?recipient=not-a-uuid', {
          MessageSid: 'x',
          MessageStatus: 'delivered',
        })
      ).status,
    ).toBe(400);
  });
});

describe('a carrier that refuses', () => {
  it('marks the recipient failed with the provider error', async () => {
    const carrier = await startCarrier({ status: 400 });
    const t = await createTestApp({
      SMS_API_URL: carrier.url,
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 'x',
      SMS_FROM: '+15005550006',
    });
    try {
      const w = await blastWorld(t);
      const g = await guest(t, 'Gil');
      await rsvp(t, w.eventId, g.userId, 'Yes');
      const id = await sentBlast(t, w, ['going']);
      await t.app.jobs.runDueJobs();
      const view = await call(t.app, {
        method: 'GET',
        url: `/api/v1/text-blasts/${id}`,
        token: w.host.token,
      });
      expect(view.body.data).toMatchObject({ status: 'failed', counts: { failed: 1 } });
      const list = await call(t.app, {
        method: 'GET',
        url: `/api/v1/text-blasts/${id}/recipients`,
        token: w.host.token,
      });
      expect(list.body.data.items[0].error).toBe('The SMS provider answered 400');
    } finally {
      await t.close();
      await carrier.close();
    }
  });
});
