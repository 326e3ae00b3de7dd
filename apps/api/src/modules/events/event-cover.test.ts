import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, createHost, type Host } from '../../../test/event-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { pictureForm, smallPng } from '../../../test/upload-helpers.ts';

describe('event cover upload', () => {
  let t: TestApp;
  let host: Host;
  let rival: Host;
  beforeAll(async () => {
    t = await createTestApp();
    host = await createHost(t, 'A');
    rival = await createHost(t, 'B');
  });
  afterAll(() => t.close());

  const upload = async (eventId: string, token: string, data: Buffer) => {
    const form = await pictureForm(data);
    return call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${eventId}/cover`,
      token,
      payload: form.payload,
      headers: form.headers,
    });
  };
  const stored = (url: string) => path.join(t.config.uploadsDir, url.replace('/uploads/', ''));

  it('stores a re-encoded WebP as the cover and removes the one it replaces', async () => {
    const draft = await createDraft(t, host);
    const first = await upload(draft.id, host.token, await smallPng('#123456', 64));
    expect(first.status).toBe(200);
    const firstUrl: string = first.body.data.coverImage;
    expect(firstUrl).toMatch(new RegExp(`^/uploads/events/${draft.id}/[0-9a-f]+\\.webp$`));
    expect((await fs.readFile(stored(firstUrl))).subarray(8, 12).toString()).toBe('WEBP');

    const second = await upload(draft.id, host.token, await smallPng('#654321', 64));
    expect(second.body.data.coverImage).not.toBe(firstUrl);
    await expect(fs.access(stored(firstUrl))).rejects.toThrow();
  });

  it("refuses someone else's event before reading the file, and a file that is not a picture", async () => {
    const draft = await createDraft(t, host);
    expect((await upload(draft.id, rival.token, await smallPng())).status).toBe(404);
    const notImage = await upload(draft.id, host.token, Buffer.from('hello, not an image'));
    expect(notImage.status).toBe(415);
  });
});
