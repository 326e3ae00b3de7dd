import { beforeAll, describe, expect, it } from 'vitest';
import { createPublishedEvent, outboxFor, useHostApp } from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { type SeededUser, seedUser } from '../../../test/seed-users.ts';

describe('cancelling and changing a published event', () => {
  const { t, host } = useHostApp('Night Owls');
  let emailGuest: SeededUser;
  let phoneGuest: SeededUser;
  beforeAll(async () => {
    emailGuest = await seedUser(t.db, { email: 'ada@example.com' });
    phoneGuest = await seedUser(t.db, { email: null, phone: '+14155550101' });
  });

  const rsvp = (eventId: string, user: SeededUser, answer = 'Yes') =>
    call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/rsvp`,
      token: user.token,
      payload: { answer },
    });
  const invite = (eventId: string, payload: object) =>
    call(t.app, { method: 'POST', url: `/api/v1/events/${eventId}/invitations`, token: host.token, payload });

  it('tells every guest with an RSVP or invitation, by e-mail or SMS, and hides the event from Discover', async () => {
    const event = await createPublishedEvent(t, host, { title: 'Doomed Gala' });
    expect((await rsvp(event.id, emailGuest)).status).toBe(200);
    expect((await rsvp(event.id, phoneGuest, 'Maybe')).status).toBe(200);
    expect((await invite(event.id, { email: 'stranger@example.com' })).status).toBe(200);
    expect((await invite(event.id, { phone: '+1 (415) 555-0101' })).status).toBe(200);

    const res = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/cancel`,
      token: host.token,
      payload: { message: 'The venue flooded, sorry!' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancellationMessage: 'The venue flooded, sorry!',
    });
    expect(res.body.data.cancelledAt).toBeTruthy();
    // Messages go out through the job queue, not in the host's request.
    expect(await outboxFor(t, 'ada@example.com')).toHaveLength(0);
    await t.app.jobs.runDueJobs();

    const link = `${t.config.PUBLIC_URL}/event-details?id=${event.id}`;
    const [toAda] = await outboxFor(t, 'ada@example.com');
    expect(toAda).toMatchObject({ channel: 'email', subject: 'Cancelled: Doomed Gala' });
    expect(toAda!.body).toContain('The venue flooded, sorry!');
    expect(toAda!.body).toContain(link);
    const [toStranger] = await outboxFor(t, 'stranger@example.com');
    expect(toStranger!.subject).toBe('Cancelled: Doomed Gala');
    // The phone guest was also invited by phone: one SMS for both, not two.
    const toPhone = (await outboxFor(t, '+14155550101')).filter((m) => m.body.includes('cancelled'));
    expect(toPhone).toHaveLength(1);
    expect(toPhone[0]).toMatchObject({ channel: 'sms' });
    expect(toPhone[0]!.body).toContain('The venue flooded, sorry!');

    const notes = await call(t.app, { method: 'GET', url: '/api/v1/notifications', token: phoneGuest.token });
    expect(notes.body.data.items[0]).toMatchObject({
      type: 'event',
      payload: {
        kind: 'cancelled',
        eventId: event.id,
        title: 'Doomed Gala',
        message: 'The venue flooded, sorry!',
      },
    });

    const publicView = await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}` });
    expect(publicView.body.data).toMatchObject({ status: 'cancelled', title: 'Doomed Gala' });
    const discover = await call(t.app, { method: 'GET', url: '/api/v1/events' });
    expect(discover.body.data.items.map((e: { id: string }) => e.id)).not.toContain(event.id);
  });

  it('cancels once, never a draft, and refuses edits and RSVPs afterwards', async () => {
    const event = await createPublishedEvent(t, host);
    await rsvp(event.id, emailGuest);
    const cancel = () =>
      call(t.app, {
        method: 'POST',
        url: `/api/v1/events/${event.id}/cancel`,
        token: host.token,
        payload: { message: 'Sorry' },
      });
    expect((await cancel()).status).toBe(200);
    await t.app.jobs.runDueJobs();
    const before = (await outboxFor(t, 'ada@example.com')).length;
    expect((await cancel()).status).toBe(200);
    await t.app.jobs.runDueJobs();
    expect((await outboxFor(t, 'ada@example.com')).length).toBe(before);

    const edit = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/events/${event.id}`,
      token: host.token,
      payload: { title: 'Back on' },
    });
    expect(edit.status).toBe(409);
    expect((await rsvp(event.id, phoneGuest)).status).toBe(409);
    const republish = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/publish`,
      token: host.token,
    });
    expect(republish.status).toBe(409);

    const draft = await call(t.app, {
      method: 'POST',
      url: '/api/v1/events',
      token: host.token,
      payload: {},
    });
    const cancelDraft = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${draft.body.data.id}/cancel`,
      token: host.token,
      payload: { message: 'x' },
    });
    expect(cancelDraft.status).toBe(409);
    const noMessage = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/cancel`,
      token: host.token,
      payload: { message: '  ' },
    });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.error.fields.message).toBeTruthy();
  });

  it('tells guests when the date or place changes, but not for other edits', async () => {
    const event = await createPublishedEvent(t, host, { title: 'Moving Party' });
    await rsvp(event.id, emailGuest);
    const count = async () => (await outboxFor(t, 'ada@example.com')).length;
    const before = await count();
    const patch = async (payload: object) => {
      const res = await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/events/${event.id}`,
        token: host.token,
        payload,
      });
      // After the window in which a live event's changes are gathered into one notice.
      await t.app.jobs.runDueJobs({ now: new Date(Date.now() + 61_000) });
      return res;
    };

    expect((await patch({ description: '<p>More details</p>' })).status).toBe(200);
    expect(await count()).toBe(before);
    expect((await patch({ startsAt: event.startsAt })).status).toBe(200);
    expect(await count()).toBe(before);

    const moved = await patch({ venueName: 'The Big Barn', address: '9 Farm Rd' });
    expect(moved.status).toBe(200);
    const [latest] = await outboxFor(t, 'ada@example.com');
    expect(await count()).toBe(before + 1);
    expect(latest).toMatchObject({ subject: 'Updated: Moving Party' });
    expect(latest!.body).toContain('The Big Barn');

    const notes = await call(t.app, { method: 'GET', url: '/api/v1/notifications', token: emailGuest.token });
    expect(notes.body.data.items[0].payload).toMatchObject({ kind: 'changed', eventId: event.id });
  });
});
