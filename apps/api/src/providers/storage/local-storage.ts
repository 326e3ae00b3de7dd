import fs from 'node:fs/promises';
import path from 'node:path';
import type { StorageProvider } from './storage.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files under DATA_DIR/uploads, served at /uploads/… by the app. */
export class LocalStorage implements StorageProvider {
  readonly name = 'local';
  constructor(private readonly dir: string) {}

  async put(key: string, data: Buffer): Promise<string> {
    if (!/^[a-z0-9/_-]+\.[a-z]+$/i.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
    const file = path.join(this.dir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
    return UPLOADS_URL_PREFIX + key;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    if (key.includes('..')) return;
    await fs.rm(path.join(this.dir, key), { force: true });
  }
}
