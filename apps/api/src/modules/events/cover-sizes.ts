import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { COVER_WIDTHS, type CoverWidth, coverSizeUrls, parseCoverSizeKey } from '@mingle/shared/cover';
import { resizedWebp } from '../../lib/images.ts';
import { keyOfUrl, type StorageProvider, type StoredFile } from '../../providers/storage/storage.ts';

const sizeKey = (originalKey: string, width: CoverWidth) => originalKey.replace(/\.webp$/, `-w${width}.webp`);

/** Stores every responsive size of a cover just uploaded (its bytes already in hand). */
export async function storeCoverSizes(
  storage: StorageProvider,
  url: string,
  original: Buffer,
): Promise<void> {
  const key = keyOfUrl(url);
  if (!key) return;
  for (const width of COVER_WIDTHS) {
    await storage.put(sizeKey(key, width), await resizedWebp(original, width), 'image/webp');
  }
}

/** Removes a cover and its sizes. */
export async function removeCover(storage: StorageProvider, url: string): Promise<void> {
  await Promise.all([url, ...coverSizeUrls(url)].map((u) => storage.remove(u)));
}

/** Sizes being made right now, so a burst of first requests for one decodes the original once. */
const making = new Map<string, Promise<Buffer | null>>();

async function makeSize(storage: StorageProvider, key: string, originalKey: string, width: CoverWidth) {
  const original = await storage.get(originalKey);
  if (!original) return null;
  const data = await resizedWebp(await buffer(original.body), width);
  await storage.put(key, data, 'image/webp');
  return data;
}

/**
 * A stored file under events/…, and for a cover size that is missing (a cover uploaded before
 * sizes existed, or one whose eager resize failed) the size made from the original and stored
 * on first request. Null when neither exists. Only the sizes in COVER_WIDTHS are ever made, so a
 * request cannot make the server produce arbitrary files.
 */
export async function coverFile(storage: StorageProvider, key: string): Promise<StoredFile | null> {
  const stored = await storage.get(key);
  const size = stored ? null : parseCoverSizeKey(key);
  if (stored || !size) return stored;
  let pending = making.get(key);
  if (!pending) {
    pending = makeSize(storage, key, size.originalKey, size.width).finally(() => making.delete(key));
    making.set(key, pending);
  }
  const data = await pending;
  if (!data) return null;
  return { body: Readable.from(data), contentType: 'image/webp', size: data.length };
}
