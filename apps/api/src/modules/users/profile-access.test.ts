import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail, signUpByPhone } from '../../../test/auth-helpers.ts';
import { seedEvent } from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
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
} from '../../../test/social-test-kit.ts';

describe('access control between two people', () => {
  let t: TestApp;
  let a: { token: string; userId: string };
  let b: { token: string; userId: string };
  const view = (id: string, token: string) =>
    call(t.app, { method: 'GET', url: `/api/v1/getUserProfileDetails?ID=${id}&login_source=web`, token });

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUpByPhone(t.app, '+14155550177', { completeProfile: true });
    b = await signUpByEmail(t.app, 'bee@example.com', { completeProfile: true });
    // Both Going to one event: others see a profile only as its guest list shows it.
    const { eventId } = await seedEvent(t.db);
    for (const who of [a, b]) {
      await t.db.query(`INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, 'Yes')`, [
        eventId,
        who.userId,
      ]);
    }
  });
  afterAll(() => t.close());

  it('never shows B the phone, e-mail, birthdate or settings of A', async () => {
    const res = await view(a.userId, b.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(PUBLIC_PROFILE_KEYS);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('+14155550177');
    expect(text).not.toContain('1990-05-17');
    expect(text).not.toContain('profileStatus');
  });

  it('hides each detail A chose to hide', async () => {
    const before = await view(a.userId, b.token);
    expect(before.body.data).toMatchObject({
      gender: 'Woman',
      intent: 'Friendship',
      bio: 'Here for the music.',
    });
    expect(before.body.data.age).toEqual(expect.any(Number));
    await call(t.app, {
      method: 'PUT',
      url: '/api/v1/updateUserDetails',
      payload: { showAge: false, showGender: false, showIntent: false, showBio: false },
      token: a.token,
    });
    const after = await view(a.userId, b.token);
    expect(after.body.data).toMatchObject({
      id: a.userId,
      firstName: 'Ada',
      age: null,
      gender: null,
      intent: null,
      intentIcon: null,
      bio: null,
      profilePhoto: null,
    });
    const own = await view(a.userId, a.token);
    expect(own.body.data).toMatchObject({ gender: 'Woman', phoneNumber: '+14155550177' });
  });

  it('answers 404 for an unknown id and 400 for something that is not an id', async () => {
    expect((await view(randomUUID(), b.token)).status).toBe(404);
    const bad = await view('not-a-uuid', b.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.ID).toBe('ID must be a user id');
    const missing = await call(t.app, {
      method: 'GET',
      url: '/api/v1/getUserProfileDetails',
      token: b.token,
    });
    expect(missing.status).toBe(400);
  });

  it("changes only the caller's own profile, whatever the body says", async () => {
    await call(t.app, {
      method: 'PUT',
      url: '/api/v1/updateUserDetailsWeb',
      payload: { name: 'Bee', id: a.userId, userId: a.userId },
      token: b.token,
    });
    expect((await view(a.userId, a.token)).body.data.name).toBe('Ada Lovelace');
    expect((await view(b.userId, b.token)).body.data.name).toBe('Bee');
  });

  it("deletes only the caller's account, even when given another id", async () => {
    const res = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/deleteUser?ID=${a.userId}&userId=${a.userId}`,
      token: b.token,
    });
    expect(res.status).toBe(200);
    expect((await view(a.userId, a.token)).status).toBe(200);
    expect((await view(b.userId, a.token)).status).toBe(404);
  });
});

/**
 * getUserProfileDetails and users/:id/public answer by one rule: the owner gets the whole
 * profile; anyone else gets what users/:id/public allows (a shared event whose guest list the
 * viewer may see, or a connection; no block either way; the person shows in guest lists), else
 * the same 404 whether or not the person exists.
 */
describe('who may see whose profile', () => {
  let t: SocialTestApp;
  let host: Person;
  let bea: Person;
  let cal: Person;
  let stranger: Person;
  let shy: Person;
  let eventId: string;

  beforeAll(async () => {
    t = await socialApp();
    host = await person(t, { name: 'Hana Host' });
    bea = await person(t, { name: 'Bea Guest', bio: 'Bea likes jazz' });
    cal = await person(t, { name: 'Cal Guest' });
    stranger = await person(t, { name: 'Sam Stranger' });
    shy = await person(t, { name: 'Shy Violet', showInGuestLists: false });
    eventId = await hostEvent(t, host);
    for (const guest of [bea, cal, shy]) await rsvp(t, eventId, guest);
  });
  afterAll(async () => {
    assertNoLeaks(t);
    await t.close();
  });

  const details = (viewer: Person, target: Person) =>
    api(t, viewer, 'GET', `getUserProfileDetails?ID=${target.userId}`);
  const publicProfile = (viewer: Person, target: Person) =>
    api(t, viewer, 'GET', `users/${target.userId}/public`);

  /** Both paths must agree, whichever answer it is. */
  async function expectBoth(viewer: Person, target: Person, status: number) {
    const a = await details(viewer, target);
    const b = await publicProfile(viewer, target);
    expect([a.status, b.status], `${viewer.userId} → ${target.userId}`).toEqual([status, status]);
    if (status === 200) expect(a.body.data).toEqual(b.body.data);
    else expect(a.body.error.code).toBe('NOT_FOUND');
    return a;
  }

  it('gives the owner the whole profile', async () => {
    const own = await details(bea, bea);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ name: 'Bea Guest', email: bea.email, bio: 'Bea likes jazz' });
  });

  it('answers 404 to a stranger, as for someone who does not exist', async () => {
    const res = await expectBoth(stranger, bea, 404);
    const nobody = await api(t, stranger, 'GET', `getUserProfileDetails?ID=${crypto.randomUUID()}`);
    expect(nobody.status).toBe(404);
    expect(res.body).toEqual({ ...nobody.body });
    expect(JSON.stringify(res.body)).not.toContain('Bea');
  });

  it('shows a co-attendee what the guest list shows: first name, shown fields, no contact details', async () => {
    const res = await expectBoth(cal, bea, 200);
    expect(res.body.data).toMatchObject({ id: bea.userId, firstName: 'Bea', bio: 'Bea likes jazz' });
    expect(res.body.data.name).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain(bea.email);
    await expectBoth(host, bea, 200);
  });

  it('hides someone who hides from guest lists, even from co-attendees', async () => {
    await expectBoth(cal, shy, 404);
  });

  it('answers 404 across a block, whichever side blocked', async () => {
    const dee = await person(t, { name: 'Dee Guest' });
    const eli = await person(t, { name: 'Eli Guest' });
    await rsvp(t, eventId, dee);
    await rsvp(t, eventId, eli);
    await expectBoth(dee, eli, 200);
    expect((await api(t, dee, 'POST', `users/${eli.userId}/block`)).status).toBe(200);
    await expectBoth(dee, eli, 404);
    await expectBoth(eli, dee, 404);
  });

  it('needs both to be Going: a Maybe sees nobody, and nobody sees them by that event', async () => {
    const maybe = await person(t, { name: 'May Be' });
    await rsvp(t, eventId, maybe, 'Maybe');
    await expectBoth(maybe, bea, 404);
    await expectBoth(bea, maybe, 404);
  });

  it('keeps to the guest list switch: off, guests no longer see each other, the host still does', async () => {
    const quietHost = await person(t, { name: 'Quinn Host' });
    const quiet = await hostEvent(t, quietHost, { guestListVisible: false });
    const fay = await person(t, { name: 'Fay Guest' });
    const gus = await person(t, { name: 'Gus Guest' });
    await rsvp(t, quiet, fay);
    await rsvp(t, quiet, gus);
    await expectBoth(fay, gus, 404);
    await expectBoth(quietHost, gus, 200);
  });
});
