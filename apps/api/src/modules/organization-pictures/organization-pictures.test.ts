import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { pictureForm, smallPng } from '../../../test/upload-helpers.ts';

describe('organization pictures: upload-profile-picture and delete-profile-picture', () => {
  let t: TestApp;
  let host: { token: string; userId: string };
  let other: { token: string; userId: string };
  let orgId: string;
  let otherOrgId: string;

  const upload = async (token: string, data?: Buffer) =>
    call(t.app, {
      method: 'POST',
      url: '/api/v1/organizations/upload-profile-picture',
      ...(await pictureForm(data ?? (await smallPng()))),
      token,
    });
  const remove = (token: string, payload?: Record<string, unknown>) =>
    call(t.app, { method: 'DELETE', url: '/api/v1/organizations/delete-profile-picture', payload, token });
  const pictureOf = async (id: string) =>
    (
      await t.db.maybeOne<{ p: string | null }>(
        'SELECT profile_picture AS p FROM organizations WHERE id = $1',
        [id],
      )
    )?.p;
  const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
  const createOrganization = async (ownerId: string, name: string) =>
    (await t.db.maybeOne<{ id: string }>(
      'INSERT INTO organizations (owner_id, name) VALUES ($1, $2) RETURNING id',
      [ownerId, name],
    ))!.id;

  beforeAll(async () => {
    t = await createTestApp();
    host = await signUpByEmail(t.app, 'host@example.com', { completeProfile: true });
    other = await signUpByEmail(t.app, 'other-host@example.com', { completeProfile: true });
  });
  afterAll(() => t.close());

  it('answers 404 "Create your organization first" to someone without one, before reading the file', async () => {
    const res = await upload(host.token);
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Create your organization first' });
    expect((await remove(host.token)).body.error.message).toBe('Create your organization first');
  });

  it("stores the owner's picture re-encoded under organizations/<id>/ and replaces the old file", async () => {
    orgId = await createOrganization(host.userId, 'Night Owls');
    const jpeg = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#7c3aed' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
      .toBuffer();
    const first = await upload(host.token, jpeg);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      organizationId: orgId,
      profilePicture: expect.stringMatching(
        new RegExp(`^/uploads/organizations/${orgId}/[0-9a-f]{24}\\.webp$`),
      ),
    });
    const meta = await sharp(fs.readFileSync(fileOf(first.body.data.profilePicture))).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1024, undefined]);
    expect(await pictureOf(orgId)).toBe(first.body.data.profilePicture);

    const second = await upload(host.token);
    expect(second.status).toBe(200);
    expect(fs.existsSync(fileOf(first.body.data.profilePicture))).toBe(false);
    expect(await pictureOf(orgId)).toBe(second.body.data.profilePicture);
  });

  it("changes only the caller's own organization: B's upload never touches A's picture", async () => {
    const before = await pictureOf(orgId);
    expect((await upload(other.token)).status).toBe(404);
    otherOrgId = await createOrganization(other.userId, 'Early Birds');
    const res = await upload(other.token);
    expect(res.body.data.organizationId).toBe(otherOrgId);
    expect(await pictureOf(orgId)).toBe(before);
  });

  it("refuses B removing A's picture by id (403) and leaves it in place", async () => {
    const before = await pictureOf(orgId);
    const res = await remove(other.token, { organizationId: orgId });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(await pictureOf(orgId)).toBe(before);
    expect(fs.existsSync(fileOf(before!))).toBe(true);
  });

  it('removes the picture by id or with an empty body, and deletes the file', async () => {
    const url = (await pictureOf(orgId))!;
    const res = await remove(host.token, { organizationId: orgId });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ organizationId: orgId, profilePicture: null });
    expect(fs.existsSync(fileOf(url))).toBe(false);

    const otherUrl = (await pictureOf(otherOrgId))!;
    const empty = await remove(other.token);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ organizationId: otherOrgId, profilePicture: null });
    expect(fs.existsSync(fileOf(otherUrl))).toBe(false);
    expect((await remove(other.token, {})).status).toBe(200);
  });

  it('answers 404 for an unknown organization id and 400 for a malformed one', async () => {
    expect((await remove(host.token, { organizationId: randomUUID() })).status).toBe(404);
    const bad = await remove(host.token, { organizationId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.organizationId).toEqual(expect.any(String));
  });

  it('applies the upload rules: non-image 415, over 5 MB 413, not signed in 401', async () => {
    const text = await upload(host.token, Buffer.from('plain text pretending'));
    expect(text.status).toBe(415);
    const big = await upload(host.token, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big.status).toBe(413);
    const anon = await call(t.app, {
      method: 'POST',
      url: '/api/v1/organizations/upload-profile-picture',
      ...(await pictureForm(await smallPng())),
    });
    expect(anon.status).toBe(401);
    expect(
      (await call(t.app, { method: 'DELETE', url: '/api/v1/organizations/delete-profile-picture' })).status,
    ).toBe(401);
  });
});
