import { COVER_WIDTHS, coverSizeUrl, coverSrcSet } from '@mingle/shared/cover';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, createHost, type Host } from '../../../test/event-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server.ts';
import { pictureForm } from '../../../test/upload-helpers.ts';
import { keyOfUrl } from '../../providers/storage/storage.ts';

/** A 2000 × 1000 picture, wider than every stored size. */
const widePicture = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3355aa' } })
    .jpeg()
    .toBuffer();

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3('mingle-covers');
});
afterAll(() => s3.stop());

describe.each([
  { provider: 'local disk', env: () => ({}) },
  { provider: 'S3', env: () => s3.env },
])('cover sizes on $provider', ({ env }) => {
  let t: TestApp;
  let host: Host;
  beforeAll(async () => {
    t = await createTestApp(env());
    host = await createHost(t, 'Cover Club');
  });
  afterAll(() => t.close());

  const uploadCover = async (eventId: string, data: Buffer): Promise<string> => {
    const form = await pictureForm(data, 'cover.jpg', 'image/jpeg');
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/cover`,
      token: host.token,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.coverImage;
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

  it('stores 480, 720 and 960 px WebP sizes with the upload, served for good', async () => {
    const draft = await createDraft(t, host);
    const cover = await uploadCover(draft.id, await widePicture());
    expect(coverSrcSet(cover)).toContain(' 960w');
    expect(COVER_WIDTHS).toEqual([480, 720, 960]);
    for (const width of COVER_WIDTHS) {
      const url = coverSizeUrl(cover, width) as string;
      expect(await t.app.ctx.providers.storage.get(keyOfUrl(url) as string)).not.toBeNull();
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await widthOf(res.rawPayload)).toBe(width);
    }
    const original = await get(cover);
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await widthOf(original.rawPayload)).toBe(1600);
  });

  it('makes a missing size from the original on its first request and keeps it', async () => {
    const draft = await createDraft(t, host);
    const cover = await uploadCover(draft.id, await widePicture());
    const url = coverSizeUrl(cover, 480) as string;
    // As for a cover uploaded before sizes existed.
    await t.app.ctx.providers.storage.remove(url);
    const [first, second] = await Promise.all([get(url), get(url)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(await widthOf(first.rawPayload)).toBe(480);
    expect(await t.app.ctx.providers.storage.get(keyOfUrl(url) as string)).not.toBeNull();
  });

  it('never makes a width it does not keep, nor a size of a missing cover', async () => {
    const draft = await createDraft(t, host);
    const cover = await uploadCover(draft.id, await widePicture());
    const base = cover.replace(/\.webp$/, '');
    for (const url of [
      `${base}-w123.webp`,
      `${base}-w4000.webp`,
      `${base}-w480.png`,
      `/uploads/events/${draft.id}/${'0'.repeat(24)}-w480.webp`,
      `/uploads/events/${draft.id}/..%2F..%2Fsecret-w480.webp`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('removes the replaced cover with its sizes', async () => {
    const draft = await createDraft(t, host);
    const first = await uploadCover(draft.id, await widePicture());
    await uploadCover(draft.id, await widePicture());
    for (const url of [first, ...COVER_WIDTHS.map((w) => coverSizeUrl(first, w) as string)]) {
      expect(await t.app.ctx.providers.storage.get(keyOfUrl(url) as string), url).toBeNull();
    }
  });
});
