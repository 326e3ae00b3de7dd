import { ZInvitation, ZInvitationsPage, ZMyEventsPage } from '@mingle/shared/schemas/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDraft,
  createHost,
  createPublishedEvent,
  type Host,
  outboxFor,
} from '../../../test/event-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';

describe('invitations', () => {
  let t: TestApp;
  let host: Host;
  beforeAll(async () => {
    t = await createTestApp();
    host = await createHost(t, 'Night Owls');
  });
  afterAll(() => t.close());

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
    expect(res.body.data.invitee).toEqual({ id: existing.userId, name: 'Existing', profilePhoto: null });
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
    expect(invitations.items.find((i) => i.phone === '+14155550177')).toMatchObject({
      answer: 'Yes',
      invitee: { id: later.userId, name: 'Later' },
    });
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
});
