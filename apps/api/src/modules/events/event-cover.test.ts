import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDraft, createHost, type Host, useHostApp } from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { pictureForm, smallPng } from '../../../test/upload-helpers.ts';

describe('event cover upload', () => {
  const { t, host } = useHostApp('A');
  let rival: Host;
  beforeAll(async () => {
    rival = await createHost(t, 'B');
  });

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

  const patch = (eventId: string, token: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/events/${eventId}`, token, payload });

  it('never takes an outside address as a cover, nor another upload', async () => {
    const draft = await createDraft(t, host);
    for (const coverImage of [
      'https://tracker.example/pixel.png',
      'http://evil.example/a.jpg',
      '//evil.example/a.jpg',
      '/uploads/../etc/passwd.png',
      '/uploads/users/someone-else.webp',
    ]) {
      const res = await patch(draft.id, host.token, { coverImage });
      expect(res.status, coverImage).toBe(400);
      expect(res.body.error.fields.coverImage).toBe('Upload the cover picture');
    }
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/v1/events',
      token: host.token,
      payload: { title: 'Pixel party', coverImage: 'https://tracker.example/pixel.png' },
    });
    expect(created.status).toBe(400);
    // Its own upload may be kept or cleared.
    const uploaded: string = (await upload(draft.id, host.token, await smallPng())).body.data.coverImage;
    expect((await patch(draft.id, host.token, { coverImage: uploaded })).status).toBe(200);
    const cleared = await patch(draft.id, host.token, { coverImage: null });
    expect(cleared.body.data.coverImage).toBeNull();
  });
});
