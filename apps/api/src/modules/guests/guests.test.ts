import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  assertNoLeaks,
  hostEvent,
  type Person,
  PUBLIC_PROFILE_KEYS,
  person,
  rsvp,
  type SocialTestApp,
  socialApp,
  ticket,
} from '../../../test/social-test-kit.ts';

describe('guest list and public profiles', () => {
  let t: SocialTestApp;
  let host: Person;
  let ann: Person;
  let ben: Person;
  let eventId: string;
  const names = (body: { data: { items: Array<{ firstName: string }> } }) =>
    body.data.items.map((g) => g.firstName).sort();

  beforeAll(async () => {
    t = await socialApp();
    host = await person(t, { name: 'Hosty McHost' });
    ann = await person(t, { name: 'Ann Smith', gender: 'Woman', intent: 'Dating' });
    ben = await person(t, { name: 'Ben Jones', gender: 'Man', intent: 'Friendship', showAge: false });
    eventId = await hostEvent(t, host);
    await rsvp(t, eventId, ann);
    await rsvp(t, eventId, ben);
  });
  afterAll(() => t.close());

  it('shows attending guests to each other as cards, without the viewer and without the host', async () => {
    const res = await api(t, ann, 'GET', `events/${eventId}/guests`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, pageSize: 20, total: 1, hasMore: false });
    expect(res.body.data.items).toEqual([
      {
        id: ben.userId,
        firstName: 'Ben',
        age: null,
        intent: 'Friendship',
        intentIcon: 'Handshake',
        gender: 'Man',
        profilePhoto: null,
        connectionStatus: null,
      },
    ]);
    const asBen = await api(t, ben, 'GET', `events/${eventId}/guests`);
    expect(asBen.body.data.items[0]).toMatchObject({
      firstName: 'Ann',
      intentIcon: 'Heart',
      age: expect.any(Number),
    });
  });

  it('refuses people who do not attend: no RSVP, a Maybe, or signed out', async () => {
    const stranger = await person(t);
    const maybe = await person(t);
    await rsvp(t, eventId, maybe, 'Maybe');
    for (const outsider of [stranger, maybe]) {
      const refused = await api(t, outsider, 'GET', `events/${eventId}/guests`);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('NOT_ATTENDING');
    }
    expect((await api(t, null, 'GET', `events/${eventId}/guests`)).status).toBe(401);
    const listed = await api(t, ann, 'GET', `events/${eventId}/guests`);
    expect(names(listed.body)).toEqual(['Ben']);
  });

  it('counts a valid or redeemed ticket as attending, and a refunded one as not', async () => {
    const holder = await person(t, { name: 'Tess Ticket' });
    const scanned = await person(t, { name: 'Rita Redeemed' });
    const refunded = await person(t, { name: 'Ron Refunded' });
    await ticket(t, eventId, holder);
    await ticket(t, eventId, scanned, 'redeemed');
    await ticket(t, eventId, refunded, 'refunded');
    const seen = names((await api(t, holder, 'GET', `events/${eventId}/guests`)).body);
    expect(seen).toEqual(expect.arrayContaining(['Ann', 'Ben', 'Rita']));
    expect(seen).not.toContain('Ron');
    expect(names((await api(t, ann, 'GET', `events/${eventId}/guests`)).body)).toContain('Tess');
    expect((await api(t, refunded, 'GET', `events/${eventId}/guests`)).status).toBe(403);
    expect((await api(t, holder, 'GET', `events/${eventId}/chat`)).status).toBe(200);
    expect((await api(t, refunded, 'GET', `events/${eventId}/chat`)).status).toBe(403);
    await t.db.query(`DELETE FROM tickets WHERE event_id = $1`, [eventId]);
  });

  it('leaves out guests who hide themselves from guest lists', async () => {
    const shy = await person(t, { name: 'Shy Violet', showInGuestLists: false });
    await rsvp(t, eventId, shy);
    expect(names((await api(t, ann, 'GET', `events/${eventId}/guests`)).body)).toEqual(['Ben']);
    expect((await api(t, ann, 'GET', `users/${shy.userId}/public?eventId=${eventId}`)).status).toBe(404);
  });

  it('hides people from each other when either has blocked the other', async () => {
    const cat = await person(t, { name: 'Cat Blocker' });
    await rsvp(t, eventId, cat);
    expect(names((await api(t, ann, 'GET', `events/${eventId}/guests`)).body)).toEqual(['Ben', 'Cat']);
    expect((await api(t, cat, 'POST', `users/${ann.userId}/block`)).status).toBe(200);
    expect(names((await api(t, ann, 'GET', `events/${eventId}/guests`)).body)).toEqual(['Ben']);
    expect(names((await api(t, cat, 'GET', `events/${eventId}/guests`)).body)).toEqual(['Ben']);
    expect((await api(t, ann, 'GET', `users/${cat.userId}/public?eventId=${eventId}`)).status).toBe(404);
    expect((await api(t, cat, 'GET', `users/${ann.userId}/public?eventId=${eventId}`)).status).toBe(404);
    await api(t, cat, 'DELETE', `users/${ann.userId}/block`);
    expect(names((await api(t, ann, 'GET', `events/${eventId}/guests`)).body)).toEqual(['Ben', 'Cat']);
    await api(t, cat, 'POST', `users/${ann.userId}/block`);
  });

  it('closes the guest list to guests when the host turns it off, but not to the host', async () => {
    const closed = await hostEvent(t, host, { guestListVisible: false });
    await rsvp(t, closed, ann);
    await rsvp(t, closed, ben);
    const asGuest = await api(t, ann, 'GET', `events/${closed}/guests`);
    expect(asGuest.status).toBe(403);
    expect(asGuest.body.error.code).toBe('GUEST_LIST_OFF');
    const asHost = await api(t, host, 'GET', `events/${closed}/guests`);
    expect(asHost.status).toBe(200);
    expect(names(asHost.body)).toEqual(['Ann', 'Ben']);
  });

  it('filters by intent and gender, never matching a value the person hides', async () => {
    const dee = await person(t, {
      name: 'Dee Private',
      gender: 'Woman',
      intent: 'Dating',
      showGender: false,
      showIntent: false,
    });
    await rsvp(t, eventId, dee);
    const dating = await api(t, ben, 'GET', `events/${eventId}/guests?intent=Dating`);
    expect(names(dating.body)).toEqual(['Ann']);
    const women = await api(t, ben, 'GET', `events/${eventId}/guests?gender=Woman`);
    expect(names(women.body)).toEqual(['Ann', 'Cat']);
    const all = await api(t, ben, 'GET', `events/${eventId}/guests`);
    expect(all.body.data.items.find((g: { id: string }) => g.id === dee.userId)).toMatchObject({
      gender: null,
      intent: null,
      intentIcon: null,
    });
    expect((await api(t, ben, 'GET', `events/${eventId}/guests?gender=Robot`)).status).toBe(400);
    expect((await api(t, ben, 'GET', `events/not-an-id/guests`)).status).toBe(400);
    expect((await api(t, ben, 'GET', `events/${crypto.randomUUID()}/guests`)).status).toBe(404);
  });

  it('pages by 20', async () => {
    const big = await hostEvent(t, host);
    await rsvp(t, big, ann);
    for (let i = 0; i < 21; i++)
      await rsvp(t, big, await person(t, { name: `Crowd${String(i).padStart(2, '0')}` }));
    const first = await api(t, ann, 'GET', `events/${big}/guests`);
    expect(first.body.data).toMatchObject({ total: 21, hasMore: true });
    expect(first.body.data.items).toHaveLength(20);
    const second = await api(t, ann, 'GET', `events/${big}/guests?page=2`);
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.hasMore).toBe(false);
  });

  it('returns names as plain text, exactly as typed (no HTML is produced or stripped)', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const evil = await person(t, { name: `${xss} Evil`, bio: '<script>alert("bio")</script>' });
    await rsvp(t, eventId, evil);
    const res = await api(t, ann, 'GET', `events/${eventId}/guests`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.data.items.map((g: { firstName: string }) => g.firstName)).toContain('<img');
    const profile = await api(t, ann, 'GET', `users/${evil.userId}/public?eventId=${eventId}`);
    expect(profile.body.data.bio).toBe('<script>alert("bio")</script>');
  });

  it('shows a public profile through the guest list, with only the allowed fields', async () => {
    const res = await api(t, ann, 'GET', `users/${ben.userId}/public?eventId=${eventId}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(PUBLIC_PROFILE_KEYS);
    expect(res.body.data.age).toBeNull();
    const stranger = await person(t);
    expect((await api(t, stranger, 'GET', `users/${ben.userId}/public?eventId=${eventId}`)).status).toBe(403);
    expect((await api(t, stranger, 'GET', `users/${ben.userId}/public`)).status).toBe(404);
    // Without eventId, any event both are Going to (with the guest list on) counts.
    expect((await api(t, ann, 'GET', `users/${ben.userId}/public`)).body.data).toEqual(res.body.data);
  });

  it('never shows anyone else’s phone number or e-mail', () => {
    assertNoLeaks(t);
  });
});
