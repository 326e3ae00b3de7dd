import { ZEventRsvpsPage, ZRsvp } from '@mingle/shared/schemas/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDraft, createPublishedEvent, useHostApp } from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { type SeededUser, seedUser } from '../../../test/seed-users.ts';

describe('RSVPs', () => {
  const { t, host } = useHostApp();
  let guest: SeededUser;
  beforeAll(async () => {
    guest = await seedUser(t.db, { name: 'Grace', email: 'grace@example.com', phone: '+14155550123' });
  });

  const rsvp = (eventId: string, answer: string, user: SeededUser = guest) =>
    call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/rsvp`,
      token: user.token,
      payload: { answer },
    });

  it('records one answer per guest and replaces it when answered again', async () => {
    const event = await createPublishedEvent(t, host);
    const first = await rsvp(event.id, 'Maybe');
    expect(first.status).toBe(200);
    expect(ZRsvp.parse(first.body.data)).toMatchObject({ answer: 'Maybe', attendance: 'Maybe' });
    const second = await rsvp(event.id, 'No');
    expect(second.body.data).toMatchObject({ answer: 'No', attendance: 'Not Going' });
    const rows = await t.db.query('SELECT answer FROM rsvps WHERE event_id = $1', [event.id]);
    expect(rows).toEqual([{ answer: 'No' }]);
    const view = await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}`, token: guest.token });
    expect(view.body.data.counts).toEqual({ going: 0, maybe: 0, notGoing: 1 });
    expect(view.body.data.viewer).toMatchObject({ rsvp: 'No', attendance: 'Not Going' });
  });

  it('survives the same answer sent twice at once', async () => {
    const event = await createPublishedEvent(t, host);
    const results = await Promise.all([rsvp(event.id, 'Yes'), rsvp(event.id, 'Yes'), rsvp(event.id, 'Yes')]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await t.db.query('SELECT answer FROM rsvps WHERE event_id = $1', [event.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses drafts (404), unknown answers, anonymous callers and ended events', async () => {
    const draft = await createDraft(t, host);
    expect((await rsvp(draft.id, 'Yes')).status).toBe(404);
    const event = await createPublishedEvent(t, host);
    expect((await rsvp(event.id, 'Definitely')).status).toBe(400);
    const anonymous = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/rsvp`,
      payload: { answer: 'Yes' },
    });
    expect(anonymous.status).toBe(401);
    await t.db.query(
      `UPDATE events SET starts_at = now() - interval '5 hours', ends_at = now() - interval '1 hour' WHERE id = $1`,
      [event.id],
    );
    expect((await rsvp(event.id, 'Yes')).status).toBe(409);
  });

  it('accepts an RSVP on a private event through its link', async () => {
    const event = await createPublishedEvent(t, host, { visibility: 'private' });
    expect((await rsvp(event.id, 'Yes')).status).toBe(200);
  });

  it('refuses Yes on a paid-only event, invited or not (Going means a ticket); Maybe is fine', async () => {
    const event = await createPublishedEvent(t, host, {}, { priceCents: 2500 });
    const yes = await rsvp(event.id, 'Yes');
    expect(yes.status).toBe(422);
    expect(yes.body.error.message).toBe('This event sells tickets: get a ticket to go');
    expect((await rsvp(event.id, 'Maybe')).status).toBe(200);
    const invited = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/invitations`,
      token: host.token,
      payload: { phone: '+14155550123' },
    });
    expect(invited.status).toBe(200);
    expect((await rsvp(event.id, 'Yes')).status).toBe(422);
  });

  it('keeps to the age limit and the capacity', async () => {
    const adultsOnly = await createPublishedEvent(t, host, { ageLimit: 21 });
    const young = await seedUser(t.db, { birthdate: `${new Date().getUTCFullYear() - 19}-01-01` });
    const refused = await rsvp(adultsOnly.id, 'Yes', young);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/21/);
    expect((await rsvp(adultsOnly.id, 'No', young)).status).toBe(200);
    expect((await rsvp(adultsOnly.id, 'Yes')).status).toBe(200);

    const small = await createPublishedEvent(t, host, { capacity: 2 });
    const people = await Promise.all([1, 2, 3, 4].map(() => seedUser(t.db)));
    const answers = await Promise.all(people.map((p) => rsvp(small.id, 'Yes', p)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409]);
    const going = await t.db.query(`SELECT 1 FROM rsvps WHERE event_id = $1 AND answer = 'Yes'`, [small.id]);
    expect(going).toHaveLength(2);
    const winner = people[answers.findIndex((a) => a.status === 200)]!;
    expect((await rsvp(small.id, 'Yes', winner)).status).toBe(200);
  });

  it("lists the event's RSVPs to its host with names only", async () => {
    const event = await createPublishedEvent(t, host);
    await rsvp(event.id, 'Yes');
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.id}/rsvps`,
      token: host.token,
    });
    expect(list.status).toBe(200);
    const page = ZEventRsvpsPage.parse(list.body.data);
    expect(page.items).toEqual([
      {
        user: { id: guest.userId, name: 'Grace', profilePhoto: null },
        answer: 'Yes',
        attendance: 'Going',
        // The Yes claimed the event's free ticket.
        holdsTicket: true,
        approval: 'approved',
        updatedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/grace@example|4155550123/);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}/rsvps`, token: guest.token }))
        .status,
    ).toBe(403);
  });
});
