import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { signUpByEmail } from './auth-helpers.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { type LocalS3, startLocalS3 } from './s3-server.ts';
import { pictureForm, smallPng } from './upload-helpers.ts';

/**
 * Two API servers, each with its own local disk, over one database and one S3 bucket (s3rver in
 * this process): a photo uploaded through one is served by the other, and replacing it through
 * the other removes the old file for both.
 */
describe('uploads across two servers on one S3 bucket', () => {
  let s3: LocalS3;
  let t: TestApp;
  let second: FastifyInstance;
  let secondDataDir: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp(s3.env);
    secondDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-second-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: secondDataDir,
      WEB_DIST_DIR: path.join(secondDataDir, 'no-client'),
      RATE_LIMIT_PER_MINUTE: '100000',
      ...s3.env,
    });
    second = await buildApp(config, { db: t.db });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await s3.stop();
    await fs.rm(secondDataDir, { recursive: true, force: true });
  });

  it('serves a photo uploaded through the first server from the second, cacheable for good', async () => {
    expect(t.app.ctx.providers.storage.name).toBe('s3');
    const { token } = await signUpByEmail(t.app, 'two-servers@example.com', { completeProfile: true });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/uploadProfilePic',
      ...(await pictureForm(await smallPng('#0891b2', 64))),
      token,
    });
    expect(res.status).toBe(200);
    const url = res.body.data.profilePhoto as string;
    expect(url).toMatch(/^\/uploads\/profile\/[0-9a-f-]+\/[0-9a-f]{24}\.webp$/);
    // Nothing on the first server's disk: the file is in the bucket.
    await expect(fs.stat(path.join(t.config.uploadsDir, url.slice('/uploads/'.length)))).rejects.toThrow();

    const served = await second.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 64]);

    const etag = served.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await second.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    // A new photo through the second server removes the old file from the bucket for both.
    const replaced = await call(second, {
      method: 'POST',
      url: '/api/v1/uploadProfilePic',
      ...(await pictureForm(await smallPng('#e11d48', 32))),
      token,
    });
    expect(replaced.status).toBe(200);
    const gone = await call(t.app, { method: 'GET', url });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    const fresh = await t.app.inject({ method: 'GET', url: replaced.body.data.profilePhoto });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers the JSON 404 for a missing or malformed upload path', async () => {
    for (const url of ['/uploads/profile/nobody/none.webp', '/uploads/../../etc/passwd', '/uploads/']) {
      const res = await call(second, { method: 'GET', url });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });
});
