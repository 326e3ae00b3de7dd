import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

/** The 16 calls the existing clients make, by exact name and method: renaming one breaks them. */
const CALLS = [
  ['post', 'createOtp'],
  ['post', 'sendEmailOtp'],
  ['post', 'verfiyOtp'],
  ['post', 'verifyEmailOtp'],
  ['post', 'profileSetup-web'],
  ['put', 'updateUserDetailsWeb'],
  ['post', 'login-web'],
  ['post', 'UpdatePhoneNumberByID'],
  ['get', 'logout'],
  ['put', 'updateUserDetails'],
  ['get', 'getUserProfileDetails'],
  ['post', 'uploadProfilePic'],
  ['put', 'updateShowBanner'],
  ['delete', 'deleteUser'],
  ['post', 'organizations/upload-profile-picture'],
  ['delete', 'organizations/delete-profile-picture'],
] as const;

describe('the 16 client-facing calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are documented in the OpenAPI document under /api/v1 and /api/v2 with their exact names and methods', async () => {
    const doc = (await call(t.app, { method: 'GET', url: '/api/docs/json' })).body;
    for (const version of ['v1', 'v2']) {
      for (const [method, name] of CALLS) {
        const op = doc.paths[`/api/${version}/${name}`]?.[method];
        expect(op, `${method.toUpperCase()} /api/${version}/${name}`).toBeDefined();
        expect(op.responses['200'], `${name} declares its answer`).toBeDefined();
      }
    }
    expect(doc.paths['/api/v1/updateShowBanner'].put.summary).toMatch(/toggles/);
  });

  it('answer with the JSON error shape, never a 500, when called without anything', async () => {
    for (const [method, name] of CALLS) {
      const res = await call(t.app, { method: method.toUpperCase() as 'GET', url: `/api/v1/${name}` });
      expect(res.status, name).toBeLessThan(500);
      if (res.status >= 400) expect(res.body.success, name).toBe(false);
    }
  });
});
