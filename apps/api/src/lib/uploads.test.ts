import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { seedUser } from '../../test/seed-users.ts';
import { pictureForm } from '../../test/upload-helpers.ts';

/** Every file the uploads directory holds, so a test can tell nothing was stored. */
function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

/** A PNG of random pixels: it compresses poorly, so it stays big (about 3 bytes a pixel). */
function noisyPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('uploads over HTTP', () => {
  let t: TestApp;
  let token: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await seedUser(t.db));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.close());

  const post = (
    body: RequestInit['body'],
    headers: Record<string, string> = {},
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  ): Promise<{ status: number; body: any }> =>
    fetch(`${base}/api/v1/uploadProfilePic`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}`, ...headers },
    }).then(
      async (res) => ({ status: res.status, body: await res.json() }),
      // The server may answer 413 and close before the client has sent everything.
      (err: Error) => ({ status: 0, body: { error: { code: err.message } } }),
    );

  it('answers 413 for a 50 MB file sent with fetch and FormData, and stores nothing, every time', async () => {
    const big = new Uint8Array(50 * 1024 * 1024).fill(7);
    for (let round = 0; round < 5; round += 1) {
      const form = new FormData();
      form.append('file', new Blob([big], { type: 'image/jpeg' }), 'big.jpg');
      const res = await post(form);
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(storedFiles(t.config.uploadsDir)).toEqual([]);
  });

  it('answers 413, not 415, for a real PNG over the limit', async () => {
    const png = await noisyPng(1800, 1620);
    expect(png.length).toBeGreaterThan(8 * 1024 * 1024);
    for (let round = 0; round < 3; round += 1) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
      const res = await post(form);
      expect(res.status).toBe(413);
    }
    const injected = await call(t.app, {
      method: 'POST',
      url: '/api/v1/uploadProfilePic',
      token,
      ...(await pictureForm(png)),
    });
    expect(injected.status).toBe(413);
    expect(storedFiles(t.config.uploadsDir)).toEqual([]);
  });

  it('answers 413 for a file exactly one byte over the limit', async () => {
    const data = Buffer.alloc(t.config.UPLOAD_MAX_BYTES + 1, 1);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/uploadProfilePic',
      token,
      ...(await pictureForm(data)),
    });
    expect(res.status).toBe(413);
  });

  it('answers 400 for a multipart body cut in the middle of the file', async () => {
    const form = await pictureForm(Buffer.alloc(4096, 3));
    const cut = form.payload.subarray(0, 1500);
    for (const send of [
      () =>
        call(t.app, {
          method: 'POST',
          url: '/api/v1/uploadProfilePic',
          token,
          headers: form.headers,
          payload: cut,
        }),
      () => post(new Uint8Array(cut), form.headers),
    ]) {
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('BAD_REQUEST');
    }
  });

  it('answers 400 for multipart/form-data with no boundary, or an empty one', async () => {
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; charset=utf-8',
    ]) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/v1/uploadProfilePic',
        token,
        headers: { 'content-type': contentType },
        payload:
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('BAD_REQUEST');
    }
  });

  it('answers 400 for a body that is not multipart at all under a multipart type', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/uploadProfilePic',
      token,
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: 'just some text',
    });
    expect([400, 415]).toContain(res.status);
  });
});
