import { ZInvitation, ZInvitationsPage, ZMyEventsPage } from '@mingle/shared/schemas/events';
import { describe, expect, it } from 'vitest';
import { buyTickets } from '../../../test/checkout-fixtures.ts';
import {
  createDraft,
  createHost,
  createPublishedEvent,
  outboxFor,
  useHostApp,
} from '../../../test/event-fixtures.ts';
import { call, createTestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';

describe('invitations', () => {
  const { t, host } = useHostApp('Night Owls');

  const invite = (eventId: string, payload: object, token = host.token) =>
    call(t.app, { method: 'POST', url: `/api/v1/events/${eventId}/invitations`, token, payload });
  const invited = async (token: string) =>
    ZMyEventsPage.parse(
      (await call(t.app, { method: 'GET', url: '/api/v1/me/events?tab=invited', token })).body.data,
    );

  it('normalises the address, sends the link and refuses the same address twice', async () => {
    const event = await createPublishedEvent(t, host, { title: 'Garden Party' });
    const res = await invite(event.id, { email: '  Pat@Example.COM ' });
    expect(res.status).toBe(200);
    expect(ZInvitation.parse(res.body.data)).toMatchObject({
      email: 'pat@example.com',
      phone: null,
      invitee: null,
    });
    const [message] = await outboxFor(t, 'pat@example.com');
    expect(message).toMatchObject({ channel: 'email', subject: "You're invited: Garden Party" });
    expect(message!.body).toContain(`${t.config.PUBLIC_URL}/event-details?id=${event.id}`);

    const sms = await invite(event.id, { phone: '+1 415-555-0199' });
    expect(sms.body.data.phone).toBe('+14155550199');
    expect((await outboxFor(t, '+14155550199'))[0]).toMatchObject({ channel: 'sms' });

    const again = await invite(event.id, { email: 'PAT@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.error.fields.email).toMatch(/already invited/);
    expect(await outboxFor(t, 'pat@example.com')).toHaveLength(1);
  });

  it('validates the address: exactly one of phone and e-mail', async () => {
    const event = await createPublishedEvent(t, host);
    expect((await invite(event.id, {})).body.error.fields).toHaveProperty('contact');
    expect((await invite(event.id, { email: 'a@b.co', phone: '+14155550100' })).status).toBe(400);
    expect((await invite(event.id, { email: 'not-an-address' })).body.error.fields).toHaveProperty('email');
    expect((await invite(event.id, { phone: '555' })).body.error.fields).toHaveProperty('phone');
  });

  it('needs a published event', async () => {
    const draft = await createDraft(t, host);
    expect((await invite(draft.id, { email: 'x@example.com' })).status).toBe(409);
  });

  it('links to an existing user, and to someone who signs up later with that address', async () => {
    const event = await createPublishedEvent(t, host);
    const existing = await seedUser(t.db, { name: 'Existing', email: 'existing@example.com' });
    const res = await invite(event.id, { email: 'existing@example.com' });
    // The answer never tells the host that the address has an account.
    expect(res.body.data.invitee).toBeNull();
    expect((await invited(existing.token)).items.map((e) => e.id)).toEqual([event.id]);

    await invite(event.id, { phone: '+14155550177' });
    const later = await seedUser(t.db, { name: 'Later', email: null, phone: '+14155550177' });
    const page = await invited(later.token);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ id: event.id, invited: true, rsvp: null });
    const view = await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}`, token: later.token });
    expect(view.body.data.viewer.invited).toBe(true);

    await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/rsvp`,
      token: later.token,
      payload: { answer: 'Yes' },
    });
    expect((await invited(later.token)).items).toHaveLength(0);
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.id}/invitations`,
      token: host.token,
    });
    const invitations = ZInvitationsPage.parse(list.body.data);
    expect(invitations.total).toBe(2);
    // Once the invitee answered, the host sees who they are.
    expect(invitations.items.find((i) => i.phone === '+14155550177')).toMatchObject({
      answer: 'Yes',
      invitee: { id: later.userId, name: 'Later' },
    });
    expect(invitations.items.find((i) => i.email === 'existing@example.com')).toMatchObject({
      answer: null,
      invitee: null,
    });
  });

  it('answers the same for an address with an account, without one, and one that blocked the host', async () => {
    const event = await createPublishedEvent(t, host);
    await seedUser(t.db, { name: 'Member', email: 'member@example.com' });
    const blocker = await seedUser(t.db, { name: 'Blocker', email: 'blocker@example.com' });
    await call(t.app, { method: 'POST', url: `/api/v1/users/${host.userId}/block`, token: blocker.token });
    const shape = (body: { data: Record<string, unknown> }) => {
      const { id: _id, email: _email, createdAt: _at, ...rest } = body.data;
      return rest;
    };
    const answers = await Promise.all(
      ['member@example.com', 'nobody@example.com', 'blocker@example.com'].map((email) =>
        invite(event.id, { email }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const [member, nobody, blocked] = answers.map((a) => shape(a.body));
    expect(member).toEqual(nobody);
    expect(blocked).toEqual(nobody);
    expect(nobody).toMatchObject({ invitee: null, answer: null });
  });

  it('sends nothing to someone already going (a ticket, checked in or not, or a Yes), and answers the same', async () => {
    const event = await createPublishedEvent(t, host, { title: 'Roof Party' });
    const ticketTypeId = event.ticketTypes[0]!.id;
    const holder = await seedUser(t.db, { name: 'Holder', phone: '+14155550201', email: null });
    const checkedIn = await seedUser(t.db, { name: 'In', email: 'in@example.com' });
    const yes = await seedUser(t.db, { name: 'Yes', email: 'yes@example.com' });
    const maybe = await seedUser(t.db, { name: 'Maybe', email: 'maybe@example.com' });
    for (const guest of [holder, checkedIn]) {
      await buyTickets(t.app, guest.token, event.id, [{ ticketTypeId, quantity: 1 }]);
    }
    await t.db.query(`UPDATE tickets SET status = 'redeemed', redeemed_at = now() WHERE holder_id = $1`, [
      checkedIn.userId,
    ]);
    for (const [guest, answer] of [
      [yes, 'Yes'],
      [maybe, 'Maybe'],
    ] as const) {
      const rsvp = await call(t.app, {
        method: 'POST',
        url: `/api/v1/events/${event.id}/rsvp`,
        token: guest.token,
        payload: { answer },
      });
      expect(rsvp.status).toBe(200);
    }
    await t.app.jobs.runDueJobs();
    const before = async (to: string) => (await outboxFor(t, to)).length;
    const sentBefore = await Promise.all(
      ['+14155550201', 'in@example.com', 'yes@example.com', 'maybe@example.com'].map(before),
    );
    const shape = (body: { data: Record<string, unknown> }) => {
      const { id: _id, email: _email, phone: _phone, createdAt: _at, ...rest } = body.data;
      return rest;
    };
    const answers = [
      await invite(event.id, { phone: '+14155550201' }),
      await invite(event.id, { email: 'in@example.com' }),
      await invite(event.id, { email: 'yes@example.com' }),
      await invite(event.id, { email: 'maybe@example.com' }),
      await invite(event.id, { email: 'stranger@example.com' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const shapes = answers.map((a) => shape(a.body));
    for (const other of shapes) expect(other).toEqual(shapes.at(-1));
    const sentAfter = await Promise.all(
      ['+14155550201', 'in@example.com', 'yes@example.com', 'maybe@example.com'].map(before),
    );
    // Going: nothing. Maybe is not going yet: the invitation goes.
    expect(sentAfter).toEqual([sentBefore[0], sentBefore[1], sentBefore[2], sentBefore[3]! + 1]);
    expect(await outboxFor(t, 'stranger@example.com')).toHaveLength(1);
    // The same as anyone's afterwards too: a second invitation is refused as already invited.
    expect((await invite(event.id, { email: 'yes@example.com' })).status).toBe(409);
  });

  it('withdraws the invitation when the message cannot be sent', async () => {
    const failing = await createTestApp(
      {},
      {
        providers: {
          email: {
            name: 'down',
            send: () => Promise.reject(new Error('smtp down')),
          },
        },
      },
    );
    try {
      const h = await createHost(failing);
      const event = await createPublishedEvent(failing, h);
      const res = await call(failing.app, {
        method: 'POST',
        url: `/api/v1/events/${event.id}/invitations`,
        token: h.token,
        payload: { email: 'lost@example.com' },
      });
      expect(res.status).toBe(503);
      expect(await failing.db.query('SELECT 1 FROM invitations')).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });

  it('limits invitations per organization and hour, and per day, with Retry-After', async () => {
    const limited = await createTestApp({ INVITES_PER_ORG_PER_HOUR: '5', INVITES_PER_ORG_PER_DAY: '7' });
    try {
      const h = await createHost(limited);
      const [first, second] = [
        await createPublishedEvent(limited, h),
        await createPublishedEvent(limited, h),
      ];
      const send = (eventId: string, i: number) =>
        call(limited.app, {
          method: 'POST',
          url: `/api/v1/events/${eventId}/invitations`,
          token: h.token,
          payload: { phone: `+1415555${String(1000 + i)}` },
        });
      const answers = [];
      // 60 in a row, over two of the organization's events.
      for (let i = 0; i < 60; i += 1) answers.push(await send(i % 2 ? first.id : second.id, i));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      const refused = answers.slice(5);
      expect(refused.every((a) => a.status === 429)).toBe(true);
      expect(refused[0]!.body.error.message).toBe(
        'You can send at most 5 invitations an hour. Try again later.',
      );
      const retryAfter = Number(refused[0]!.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await limited.db.query("SELECT 1 FROM outbox_messages WHERE channel = 'sms'")).toHaveLength(5);

      // Two hours later the hour is free again, but the day allows two more only.
      await limited.db.query(`UPDATE invitations SET created_at = created_at - interval '2 hours'`);
      const later = [];
      for (let i = 100; i < 104; i += 1) later.push(await send(first.id, i));
      expect(later.map((a) => a.status)).toEqual([200, 200, 429, 429]);
      expect(later[2]!.body.error.message).toMatch(/at most 7 invitations a day/);
      expect(Number(later[2]!.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    } finally {
      await limited.close();
    }
  });
});
