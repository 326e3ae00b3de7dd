import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail, VALID_PROFILE } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

/** YYYY-MM-DD of the day someone born then turns `years` today, shifted by `days`. */
function birthdateForAge(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('own profile: profileSetup-web, updateUserDetailsWeb, updateUserDetails, updateShowBanner', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let n = 0;
  const put = (url: string, payload?: Record<string, unknown>) =>
    call(t.app, { method: 'PUT', url: `/api/v1/${url}`, payload, token });
  const setup = (payload: Record<string, unknown>, as = token) =>
    call(t.app, { method: 'POST', url: '/api/v1/profileSetup-web', payload, token: as });

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, userId } = await signUpByEmail(t.app, 'owner@example.com'));
  });
  afterAll(() => t.close());

  it('sets the profile up and moves the status to Completed', async () => {
    const res = await setup(VALID_PROFILE);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: userId,
      email: 'owner@example.com',
      phoneNumber: null,
      name: 'Ada Lovelace',
      birthdate: '1990-05-17',
      gender: 'Woman',
      intent: 'Friendship',
      bio: 'Here for the music.',
      profileStatus: 'Completed',
      userType: 'Guest',
      showBanner: 'visible',
      profilePhoto: null,
      visibility: {
        showAge: true,
        showGender: true,
        showIntent: true,
        showBio: true,
        showInGuestLists: true,
      },
    });
    expect(res.body.data.age).toBeGreaterThanOrEqual(35);
  });

  it('accepts someone who turns 18 today and refuses someone who turns 18 tomorrow', async () => {
    const other = await signUpByEmail(t.app, `teen${++n}@example.com`);
    const tooYoung = await setup({ ...VALID_PROFILE, birthdate: birthdateForAge(18, 1) }, other.token);
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.error.fields.birthdate).toBe('You must be at least 18 to use Mingle');
    const justAdult = await setup({ ...VALID_PROFILE, birthdate: birthdateForAge(18) }, other.token);
    expect(justAdult.status).toBe(200);
    expect(justAdult.body.data.age).toBe(18);
  });

  it.each([
    ['a missing name', { ...VALID_PROFILE, name: undefined }, 'name'],
    ['a blank name', { ...VALID_PROFILE, name: '   ' }, 'name'],
    ['a name too long', { ...VALID_PROFILE, name: 'x'.repeat(61) }, 'name'],
    ['a date in another format', { ...VALID_PROFILE, birthdate: '17/05/1990' }, 'birthdate'],
    ['a date that does not exist', { ...VALID_PROFILE, birthdate: '1990-02-30' }, 'birthdate'],
    ['an unknown gender', { ...VALID_PROFILE, gender: 'Robot' }, 'gender'],
    ['an unknown intent', { ...VALID_PROFILE, intent: 'Business' }, 'intent'],
    ['a bio too long', { ...VALID_PROFILE, bio: 'x'.repeat(501) }, 'bio'],
    ['a number as name', { ...VALID_PROFILE, name: 42 }, 'name'],
  ])('rejects %s with 400 and the field named', async (_name, payload, field) => {
    const res = await setup(payload);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toEqual(expect.any(String));
  });

  it('needs a signed-in caller for every profile write', async () => {
    const calls = [
      call(t.app, { method: 'POST', url: '/api/v1/profileSetup-web', payload: VALID_PROFILE }),
      call(t.app, { method: 'PUT', url: '/api/v1/updateUserDetailsWeb', payload: { name: 'X' } }),
      call(t.app, { method: 'PUT', url: '/api/v1/updateUserDetails', payload: { showAge: false } }),
      call(t.app, { method: 'PUT', url: '/api/v1/updateShowBanner?showBanner=hidden' }),
      call(t.app, { method: 'DELETE', url: '/api/v1/deleteUser' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('updates any subset of the details, including the user type', async () => {
    const res = await put('updateUserDetailsWeb', {
      name: '  Ada King ',
      intent: 'Dating',
      userType: 'Host',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Ada King',
      intent: 'Dating',
      userType: 'Host',
      gender: 'Woman',
    });
    expect((await put('updateUserDetailsWeb', { bio: '' })).body.data.bio).toBe('');
  });

  it.each([
    ['an empty body', {}],
    ['an unknown user type', { userType: 'Admin' }],
    ['a too-young birthdate', { birthdate: birthdateForAge(10) }],
    ['a wrong-typed gender', { gender: 1 }],
  ])('rejects a details update with %s', async (_name, payload) => {
    const res = await put('updateUserDetailsWeb', payload);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('updates the visibility flags one by one', async () => {
    const res = await put('updateUserDetails', { showAge: false, showInGuestLists: false });
    expect(res.status).toBe(200);
    expect(res.body.data.visibility).toEqual({
      showAge: false,
      showGender: true,
      showIntent: true,
      showBio: true,
      showInGuestLists: false,
    });
    expect((await put('updateUserDetails', {})).status).toBe(400);
    expect((await put('updateUserDetails', { showAge: 'no' })).status).toBe(400);
  });

  it('sets the banner, toggles it when no value is given, and refuses other values', async () => {
    const hidden = await put('updateShowBanner?showBanner=hidden');
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.showBanner).toBe('hidden');
    expect((await put('updateShowBanner?showBanner=hidden')).body.data.showBanner).toBe('hidden');
    expect((await put('updateShowBanner')).body.data.showBanner).toBe('visible');
    expect((await put('updateShowBanner')).body.data.showBanner).toBe('hidden');
    const bad = await put('updateShowBanner?showBanner=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.showBanner).toEqual(expect.any(String));
  });

  it('returns the whole own profile from getUserProfileDetails, on v1 and v2', async () => {
    for (const v of ['v1', 'v2']) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/api/${v}/getUserProfileDetails?ID=${userId}&login_source=web`,
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: userId,
        email: 'owner@example.com',
        profileStatus: 'Completed',
      });
      expect(res.body.data).toHaveProperty('profilePhoto');
    }
  });
});
