import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail } from '../../../test/auth-helpers.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipart, pictureForm, smallPng } from '../../../test/upload-helpers.ts';

describe('uploadProfilePic', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const upload = async (form: { payload: Buffer; headers: Record<string, string> }) =>
    call(t.app, { method: 'POST', url: '/api/v1/uploadProfilePic', ...form, token });
  const storedFile = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, userId } = await signUpByEmail(t.app, 'photo@example.com', { completeProfile: true }));
  });
  afterAll(() => t.close());

  it('re-encodes a JPEG as WebP without any EXIF (GPS included), turned upright and fitted to 1024 px', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0891b2' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    expect(before.orientation).toBe(6);

    const res = await upload(await pictureForm(jpeg, 'holiday.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    const url = res.body.data.profilePhoto as string;
    expect(url).toMatch(new RegExp(`^/uploads/profile/${userId}/[0-9a-f]{24}\\.webp$`));

    const stored = fs.readFileSync(storedFile(url));
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
    // Orientation 6 means "rotate 90°": the 2400×1200 picture stands upright as 512×1024.
    expect([after.width, after.height]).toEqual([512, 1024]);

    const profile = await call(t.app, {
      method: 'GET',
      url: `/api/v1/getUserProfileDetails?ID=${userId}`,
      token,
    });
    expect(profile.body.data.profilePhoto).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('keeps a small picture small and removes the picture it replaces', async () => {
    const first = await upload(await pictureForm(await smallPng('#16a34a', 40)));
    const firstFile = storedFile(first.body.data.profilePhoto);
    expect(fs.existsSync(firstFile)).toBe(true);
    expect((await sharp(fs.readFileSync(firstFile)).metadata()).width).toBe(40);
    const second = await upload(await pictureForm(await smallPng('#2563eb')));
    expect(second.status).toBe(200);
    expect(second.body.data.profilePhoto).not.toBe(first.body.data.profilePhoto);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect(fs.existsSync(storedFile(second.body.data.profilePhoto))).toBe(true);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    const res = await upload(await pictureForm(big, 'big.jpg', 'image/jpeg'));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, I am not a picture'), 'cat.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'broken.jpg', 'image/jpeg'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ])('answers 415 for %s, judged by content', async (_name, data, filename, type) => {
    const res = await upload(await pictureForm(data, filename, type));
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts a real picture whatever name and type it claims', async () => {
    const res = await upload(await pictureForm(await smallPng(), 'notes.txt', 'text/plain'));
    expect(res.status).toBe(200);
  });

  it('answers 415 with the JSON error shape for a request that is not multipart', async () => {
    const json = await call(t.app, {
      method: 'POST',
      url: '/api/v1/uploadProfilePic',
      payload: { file: 'x' },
      token,
    });
    expect(json.status).toBe(415);
    expect(json.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const none = await call(t.app, { method: 'POST', url: '/api/v1/uploadProfilePic', token });
    expect(none.status).toBe(415);
  });

  it('answers 400 when the form has no file in the field "file"', async () => {
    const fieldsOnly = await upload(await multipart({}, { note: 'forgot the file' }));
    expect(fieldsOnly.status).toBe(400);
    expect(fieldsOnly.body.error.fields.file).toBe('Choose a picture to upload');
    const otherField = await upload(
      await multipart({ photo: { data: await smallPng(), filename: 'a.png', type: 'image/png' } }),
    );
    expect(otherField.status).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const form = await pictureForm(await smallPng());
    const res = await call(t.app, { method: 'POST', url: '/api/v1/uploadProfilePic', ...form });
    expect(res.status).toBe(401);
  });
});
