import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { StorageProvider } from './storage.ts';

/**
 * The contract every storage provider passes: local disk, and S3 against an S3-protocol server
 * (s3rver) started here. "Two servers" are two provider instances on one backend.
 */
async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-storage-'));
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const backends: Array<{ name: string; pair: () => [StorageProvider, StorageProvider] }> = [
  {
    name: 'local',
    pair: () => [new LocalStorage(dir), new LocalStorage(dir)],
  },
  { name: 's3', pair: () => [new S3Storage(s3.options), new S3Storage(s3.options)] },
];

describe.each(backends)('$name storage', ({ pair }) => {
  const image = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 0, 255, 254]);

  it('stores under /uploads/<key>, and another instance on the same backend reads the same bytes', async () => {
    const [one, other] = pair();
    const key = `events/e1/${Date.now().toString(36)}.webp`;
    const url = await one.put(key, image, 'image/webp');
    expect(url).toBe(`/uploads/${key}`);
    const file = await other.get(key);
    expect(file?.contentType).toBe('image/webp');
    expect(file?.size).toBe(image.length);
    expect(await bytesOf(file!.body)).toEqual(image);
  });

  it('removes by URL, after which the key reads as missing; removing twice is harmless', async () => {
    const [one, other] = pair();
    const url = await one.put('profiles/u1/gone.webp', image, 'image/webp');
    await other.remove(url);
    expect(await one.get('profiles/u1/gone.webp')).toBeNull();
    await one.remove(url);
  });

  it('answers null for a missing key and refuses keys that could leave the folder', async () => {
    const [one] = pair();
    expect(await one.get('events/none/missing.webp')).toBeNull();
    expect(await one.get('../secret.webp')).toBeNull();
    expect(await one.get('/etc/passwd.txt')).toBeNull();
    await expect(one.put('../outside.webp', image, 'image/webp')).rejects.toThrow(/bad storage key/);
    await expect(one.put('no-extension', image, 'image/webp')).rejects.toThrow(/bad storage key/);
  });

  it('ignores URLs it did not store', async () => {
    const [one] = pair();
    await one.remove('https://elsewhere.example/x.webp');
    await one.remove('/uploads/../x.webp');
  });
});
