import { SMS_FOOTER } from '@mingle/shared/sms-segments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlastPeople,
  type BlastWorld,
  blastAudienceWorld,
  blastWorld,
  createBlast,
  guest,
  rsvp,
  sendBlast,
  sentBlast,
  smsTo,
} from '../../../test/blast-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';

let t: TestApp;
let w: BlastWorld;
let people: BlastPeople;

beforeAll(async () => {
  t = await createTestApp();
  ({ w, people } = await blastAudienceWorld(t));
});
afterAll(() => t.close());

describe('sending', () => {
  it('fixes the recipients at send, texts them with the footer, and shows names with the last 4 digits only', async () => {
    const id = await sentBlast(t, w, ['going', 'maybe']);
    const late = await guest(t, 'Lara Late');
    await rsvp(t, w.eventId, late.userId, 'Yes');
    await t.app.jobs.runDueJobs();
    const view = await call(t.app, { method: 'GET', url: `/api/v1/text-blasts/${id}`, token: w.host.token });
    expect(view.body.data).toMatchObject({
      status: 'sent',
      recipientCount: 4,
      progress: 1,
      counts: { total: 4, queued: 0, sending: 0, sent: 0, delivered: 4, failed: 0, skipped: 0, unknown: 0 },
    });
    expect(await smsTo(t, late.phone!)).toEqual([]);
    const sms = await smsTo(t, people.yes!.phone!);
    // The organization's name first, so a guest knows who is texting.
    expect(sms.at(-1)?.body).toBe(`Night Owls: Doors at 8\n${SMS_FOOTER}`);
    expect(await smsTo(t, people.optout!.phone!)).toEqual([]);
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/v1/text-blasts/${id}/recipients`,
      token: w.host.token,
    });
    expect(list.body.data.total).toBe(4);
    expect(JSON.stringify(list.body)).not.toContain(people.yes!.phone!);
    expect(list.body.data.items).toContainEqual(
      expect.objectContaining({
        name: 'Yusuf Yes',
        phoneLast4: people.yes!.phone!.slice(-4),
        status: 'delivered',
      }),
    );
    const filtered = await call(t.app, {
      method: 'GET',
      url: `/api/v1/text-blasts/${id}/recipients?status=failed`,
      token: w.host.token,
    });
    expect(filtered.body.data.items).toEqual([]);
    // Sent once: a second send is refused, the same Idempotency-Key replays.
    expect((await sendBlast(t, w.host.token, id)).status).toBe(409);
    // A deleted account's number leaves the blast; the host keeps the last 4 digits.
    expect(
      (await call(t.app, { method: 'DELETE', url: '/api/v1/deleteUser', token: late.token })).status,
    ).toBe(200);
    const gone = await guest(t, 'Gone Soon');
    await rsvp(t, w.eventId, gone.userId, 'Maybe');
    const second = await sentBlast(t, w, ['maybe']);
    expect(
      (await call(t.app, { method: 'DELETE', url: '/api/v1/deleteUser', token: gone.token })).status,
    ).toBe(200);
    const kept = await t.db.query(
      'SELECT phone, phone_last4 FROM blast_recipients WHERE blast_id = $1 AND user_id IS NOT DISTINCT FROM $2',
      [second, gone.userId],
    );
    expect(kept).toEqual([{ phone: null, phone_last4: gone.phone!.slice(-4) }]);
    await t.app.jobs.runDueJobs();
    expect(await smsTo(t, gone.phone!)).toEqual([]);
  });

  it('skips a number that opts out between send and its turn', async () => {
    const draft = await createBlast(t, w.host.token, {
      eventId: w.eventId,
      segments: ['maybe'],
      body: 'Still coming?',
    });
    await sendBlast(t, w.host.token, draft.body.data.id);
    await t.db.query('INSERT INTO sms_opt_outs (phone) VALUES ($1)', [people.maybe!.phone]);
    await t.app.jobs.runDueJobs();
    const view = await call(t.app, {
      method: 'GET',
      url: `/api/v1/text-blasts/${draft.body.data.id}`,
      token: w.host.token,
    });
    expect(view.body.data.counts).toMatchObject({ total: 1, skipped: 1, delivered: 0 });
    await t.db.query('DELETE FROM sms_opt_outs WHERE phone = $1', [people.maybe!.phone]);
  });

  it('replays the same Idempotency-Key without sending twice', async () => {
    const draft = await createBlast(t, w.host.token, {
      eventId: w.eventId,
      segments: ['checked_in'],
      body: 'Thanks!',
    });
    const first = await sendBlast(t, w.host.token, draft.body.data.id, {}, 'same-key-1');
    const again = await sendBlast(t, w.host.token, draft.body.data.id, {}, 'same-key-1');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    await t.app.jobs.runDueJobs();
    expect(
      (await smsTo(t, people.door!.phone!)).filter((m) => m.body.startsWith('Night Owls: Thanks!')),
    ).toHaveLength(1);
  });

  it('a scheduled blast waits and can be cancelled until it starts; one past its start can not', async () => {
    const draft = await createBlast(t, w.host.token, {
      eventId: w.eventId,
      segments: ['going'],
      body: 'Tomorrow!',
    });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const queued = await sendBlast(t, w.host.token, draft.body.data.id, { scheduledAt: at });
    expect(queued.body.data).toMatchObject({ status: 'queued', scheduledAt: at, recipientCount: 3 });
    await t.app.jobs.runDueJobs();
    expect(
      (await smsTo(t, people.ticket!.phone!)).some((m) => m.body.startsWith('Night Owls: Tomorrow!')),
    ).toBe(false);
    const cancel = await call(t.app, {
      method: 'POST',
      url: `/api/v1/text-blasts/${draft.body.data.id}/cancel`,
      token: w.host.token,
    });
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', counts: { skipped: 3 } });
    await t.app.jobs.runDueJobs({ now: new Date(Date.now() + 7_200_000) });
    expect(
      (await smsTo(t, people.ticket!.phone!)).some((m) => m.body.startsWith('Night Owls: Tomorrow!')),
    ).toBe(false);
    const done = await sentBlast(t, w, ['checked_in']);
    await t.app.jobs.runDueJobs();
    const late = await call(t.app, {
      method: 'POST',
      url: `/api/v1/text-blasts/${done}/cancel`,
      token: w.host.token,
    });
    expect(late.status).toBe(409);
  });

  it('a scheduled blast goes out once it is due', async () => {
    const draft = await createBlast(t, w.host.token, {
      eventId: w.eventId,
      segments: ['checked_in'],
      body: 'Later on',
    });
    const at = new Date(Date.now() + 3_600_000);
    await sendBlast(t, w.host.token, draft.body.data.id, { scheduledAt: at.toISOString() });
    await t.app.jobs.runDueJobs();
    expect((await smsTo(t, people.door!.phone!)).some((m) => m.body.startsWith('Night Owls: Later on'))).toBe(
      false,
    );
    await t.app.jobs.runDueJobs({ now: new Date(at.getTime() + 1000) });
    expect(
      (await smsTo(t, people.door!.phone!)).filter((m) => m.body.startsWith('Night Owls: Later on')),
    ).toHaveLength(1);
    const view = await call(t.app, {
      method: 'GET',
      url: `/api/v1/text-blasts/${draft.body.data.id}`,
      token: w.host.token,
    });
    expect(view.body.data).toMatchObject({ status: 'sent', counts: { delivered: 1 } });
  });

  it('refuses a blast that reaches nobody', async () => {
    const draft = await createBlast(t, w.host.token, {
      eventId: w.eventId,
      segments: [`ticket_type:${w.vipId}`],
      body: 'x',
    });
    await t.db.query('INSERT INTO sms_opt_outs (phone) VALUES ($1)', [people.door!.phone]);
    expect((await sendBlast(t, w.host.token, draft.body.data.id)).status).toBe(422);
    await t.db.query('DELETE FROM sms_opt_outs WHERE phone = $1', [people.door!.phone]);
  });

  it('allows 10 blasts per organization a day, then 429 with when the next may go', async () => {
    const org = await blastWorld(t, 'Busy Org');
    const fan = await seedUser(t.db, { name: 'Busy Fan', phone: '+14155550999' });
    await t.db.query('INSERT INTO subscriptions (user_id, organization_id) VALUES ($1, $2)', [
      fan.userId,
      org.host.organizationId,
    ]);
    for (let i = 0; i < 10; i += 1) {
      const d = await createBlast(t, org.host.token, { segments: ['subscribers'], body: `News ${i}` });
      expect((await sendBlast(t, org.host.token, d.body.data.id)).status).toBe(200);
    }
    const d = await createBlast(t, org.host.token, { segments: ['subscribers'], body: 'One too many' });
    const res = await sendBlast(t, org.host.token, d.body.data.id);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    const next = Date.parse(res.body.error.fields.nextAllowedAt);
    expect(next).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Another organization is not affected.
    expect((await sentBlast(t, w, ['checked_in'])).length).toBeGreaterThan(0);
  });
});

describe('GET text-blasts/events and GET text-blasts', () => {
  it("lists the host's events with reachable counts and its blasts, newest first", async () => {
    const events = await call(t.app, {
      method: 'GET',
      url: '/api/v1/text-blasts/events',
      token: w.host.token,
    });
    expect(events.status).toBe(200);
    expect(events.body.data).toMatchObject({ page: 1, pageSize: 20, total: 1 });
    expect(events.body.data.items[0]).toMatchObject({ id: w.eventId, reachable: expect.any(Number) });
    expect(events.body.data.items[0].ticketTypes).toHaveLength(2);
    const blasts = await call(t.app, { method: 'GET', url: '/api/v1/text-blasts', token: w.host.token });
    expect(blasts.body.data.total).toBeGreaterThan(3);
    const times = blasts.body.data.items.map((b: { createdAt: string }) => Date.parse(b.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
