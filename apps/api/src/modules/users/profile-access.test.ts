import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail, signUpByPhone } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

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
  });
  afterAll(() => t.close());

  it('never shows B the phone, e-mail, birthdate or settings of A', async () => {
    const res = await view(a.userId, b.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      ['age', 'bio', 'gender', 'id', 'intent', 'name', 'profilePhoto'].sort(),
    );
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
    expect(after.body.data).toEqual({
      id: a.userId,
      name: 'Ada Lovelace',
      age: null,
      gender: null,
      intent: null,
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
