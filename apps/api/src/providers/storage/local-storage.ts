import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOfKey,
  isStorageKey,
  keyOfUrl,
  type StorageProvider,
  type StoredFile,
} from './storage.ts';

export { UPLOADS_URL_PREFIX } from './storage.ts';

/** Files under DATA_DIR/uploads, served at /uploads/… by the app. */
export class LocalStorage implements StorageProvider {
  readonly name = 'local';
  constructor(private readonly dir: string) {}

  async put(key: string, data: Buffer): Promise<string> {
    if (!isStorageKey(key)) throw new Error(`bad storage key ${key}`);
    const file = path.join(this.dir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
    return `/uploads/${key}`;
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    const file = path.join(this.dir, key);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { body: createReadStream(file), contentType: contentTypeOfKey(key), size: stat.size };
  }

  async remove(url: string): Promise<void> {
    const key = keyOfUrl(url);
    if (key) await fs.rm(path.join(this.dir, key), { force: true });
  }
}
