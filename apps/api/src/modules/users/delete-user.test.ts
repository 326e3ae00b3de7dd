import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageCodes,
  latestCode,
  sendEmailCode,
  signUpByEmail,
  VALID_PROFILE,
} from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { pictureForm, smallPng } from '../../../test/upload-helpers.ts';

describe('deleteUser: erasing an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('erases personal data, the photo file and every session at once; the address can sign up again', async () => {
    const email = 'leaving@example.com';
    const { token, userId } = await signUpByEmail(t.app, email, { completeProfile: true });
    await ageCodes(t.app, 31);
    await sendEmailCode(t.app, email, '10.8.0.1');
    const second = await call(t.app, {
      method: 'POST',
      url: '/api/v1/verifyEmailOtp',
      payload: { email, otp: await latestCode(t.app, email), login_source: 'web' },
    });
    const upload = await call(t.app, {
      method: 'POST',
      url: '/api/v1/uploadProfilePic',
      ...(await pictureForm(await smallPng())),
      token,
    });
    const photoFile = path.join(t.config.uploadsDir, upload.body.data.profilePhoto.replace('/uploads/', ''));
    expect(fs.existsSync(photoFile)).toBe(true);

    const res = await call(t.app, { method: 'DELETE', url: '/api/v1/deleteUser', token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { deleted: true } });

    const row = await t.db.maybeOne<Record<string, unknown>>(
      'SELECT phone, email, name, birthdate, bio, gender, intent, profile_photo, deleted_at FROM users WHERE id = $1',
      [userId],
    );
    expect(row).toMatchObject({
      phone: null,
      email: null,
      name: null,
      birthdate: null,
      bio: null,
      profile_photo: null,
    });
    expect(row?.deleted_at).not.toBeNull();
    expect(await t.db.query('SELECT id FROM sessions WHERE user_id = $1', [userId])).toHaveLength(0);
    expect(await t.db.query('SELECT id FROM otp_challenges WHERE destination = $1', [email])).toHaveLength(0);
    expect(await t.db.query('SELECT id FROM outbox_messages WHERE recipient = $1', [email])).toHaveLength(0);
    expect(fs.existsSync(photoFile)).toBe(false);
    const probe = (tk: string) =>
      call(t.app, { method: 'GET', url: `/api/v1/getUserProfileDetails?ID=${userId}`, token: tk });
    expect((await probe(token)).status).toBe(401);
    expect((await probe(second.body.data.token)).status).toBe(401);

    const again = await signUpByEmail(t.app, email);
    expect(again.userId).not.toBe(userId);
    const fresh = await call(t.app, {
      method: 'GET',
      url: `/api/v1/getUserProfileDetails?ID=${again.userId}`,
      token: again.token,
    });
    expect(fresh.body.data).toMatchObject({ email, name: null, profileStatus: 'newWebUser' });
    // Someone else's profile waits for the new account's own set-up; then the old one is gone.
    expect((await probe(again.token)).status).toBe(403);
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/profileSetup-web',
      payload: VALID_PROFILE,
      token: again.token,
    });
    expect((await probe(again.token)).status).toBe(404);
  });

  it('does not let login-web reach a deleted account', async () => {
    const email = 'deleted-login@example.com';
    const { token } = await signUpByEmail(t.app, email);
    await call(t.app, { method: 'DELETE', url: '/api/v1/deleteUser', token });
    // Erasing the account also erased its codes, so a new one can be sent at once.
    expect((await sendEmailCode(t.app, email, '10.8.0.2')).status).toBe(200);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/login-web',
      payload: { email, otp: await latestCode(t.app, email), login_source: 'web' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ACCOUNT_NOT_FOUND');
  });
});
