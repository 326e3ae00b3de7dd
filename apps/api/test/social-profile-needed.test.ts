import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail } from './auth-helpers.ts';
import { call } from './helpers.ts';
import {
  api,
  assertNoLeaks,
  hostEvent,
  type Person,
  person,
  rsvp,
  type SocialTestApp,
  socialApp,
  ticket,
} from './social-test-kit.ts';

/**
 * Set-up asks only a name and a date of birth; gender and intent are asked the first time a
 * person opens a guest list or sends a connection request: both answer 403
 * SOCIAL_PROFILE_NEEDED, naming what is missing, until the person gives them.
 */
describe('SOCIAL_PROFILE_NEEDED', () => {
  let t: SocialTestApp;
  let host: Person;
  let ann: Person;
  let eventId: string;

  beforeAll(async () => {
    t = await socialApp();
    host = await person(t, { name: 'Hosty McHost' });
    ann = await person(t, { name: 'Ann Smith', gender: 'Woman', intent: 'Dating' });
    eventId = await hostEvent(t, host);
    await rsvp(t, eventId, ann);
  });
  afterAll(() => t.close());

  /** A person signed up through the real calls, set up with a name and a date of birth only. */
  async function newcomer(): Promise<Person> {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@social.test`;
    const signed = await signUpByEmail(t.app, email);
    const setup = await call(t.app, {
      method: 'POST',
      url: '/api/v1/profileSetup-web',
      token: signed.token,
      payload: { name: 'Nia Newcomer', birthdate: '1996-04-02' },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.data).toMatchObject({ profileStatus: 'Completed', gender: null, intent: null });
    const p = { ...signed, email, phone: '+10000000000' };
    t.people.push(p);
    return p;
  }

  const setDetails = (who: Person, payload: Record<string, string>) =>
    call(t.app, { method: 'PUT', url: '/api/v1/updateUserDetailsWeb', token: who.token, payload });

  it('asks a Going guest for gender and intent before the guest list, then shows it', async () => {
    const nia = await newcomer();
    await ticket(t, eventId, nia);
    const before = await api(t, nia, 'GET', `events/${eventId}/guests`);
    expect(before.status).toBe(403);
    expect(before.body.error).toMatchObject({
      code: 'SOCIAL_PROFILE_NEEDED',
      fields: { gender: expect.any(String), intent: expect.any(String) },
    });
    expect((await setDetails(nia, { gender: 'Woman' })).status).toBe(200);
    const half = await api(t, nia, 'GET', `events/${eventId}/guests`);
    expect(half.status).toBe(403);
    expect(Object.keys(half.body.error.fields)).toEqual(['intent']);
    expect((await setDetails(nia, { intent: 'Friendship' })).status).toBe(200);
    const after = await api(t, nia, 'GET', `events/${eventId}/guests`);
    expect(after.status).toBe(200);
    expect(after.body.data.items.map((g: { id: string }) => g.id)).toContain(ann.userId);
  });

  it('says first that the list is for guests, to someone not going (no question asked in vain)', async () => {
    const stranger = await newcomer();
    const res = await api(t, stranger, 'GET', `events/${eventId}/guests`);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('NOT_ATTENDING');
  });

  it('never asks the host (or the team working the list) social questions', async () => {
    await t.db.query('UPDATE users SET gender = NULL, intent = NULL WHERE id = $1', [host.userId]);
    const res = await api(t, host, 'GET', `events/${eventId}/guests`);
    expect(res.status).toBe(200);
  });

  it('asks before a connection request is sent, and sends nothing (no request, no notification) until then', async () => {
    const nia = await newcomer();
    await rsvp(t, eventId, nia);
    const refused = await api(t, nia, 'POST', `users/${ann.userId}/connection`, { eventId });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('SOCIAL_PROFILE_NEEDED');
    const sent = await t.db.maybeOne<{ n: number }>(
      'SELECT count(*)::int AS n FROM connections WHERE from_user_id = $1',
      [nia.userId],
    );
    expect(sent?.n).toBe(0);
    const likes = await t.db.maybeOne<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND type = 'like'`,
      [ann.userId],
    );
    expect(likes?.n).toBe(0);

    expect((await setDetails(nia, { gender: 'Non-Binary', intent: 'Dating' })).status).toBe(200);
    const ok = await api(t, nia, 'POST', `users/${ann.userId}/connection`, { eventId });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ status: 'Connection Request Sent' });
  });

  it('keeps gender and intent when set-up sends them, and a later set-up without them erases nothing', async () => {
    const signed = await signUpByEmail(t.app, `full-${crypto.randomUUID().slice(0, 8)}@social.test`);
    const setUp = (payload: Record<string, string>) =>
      call(t.app, { method: 'POST', url: '/api/v1/profileSetup-web', token: signed.token, payload });
    const full = await setUp({
      name: 'Fay Full',
      birthdate: '1990-01-01',
      gender: 'Woman',
      intent: 'Open to anything',
    });
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ gender: 'Woman', intent: 'Open to anything' });
    const again = await setUp({ name: 'Fay Full', birthdate: '1990-01-01' });
    expect(again.body.data).toMatchObject({ gender: 'Woman', intent: 'Open to anything' });
    const wrong = await setUp({ name: 'Fay', birthdate: '1990-01-01', gender: 'Robot' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toHaveProperty('gender');
  });

  it('leaks no contact details', () => assertNoLeaks(t));
});
