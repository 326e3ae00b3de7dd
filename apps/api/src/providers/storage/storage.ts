import type { Readable } from 'node:stream';

/** Every stored file is served at this path on the API's own origin, whatever the provider. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A stored file as read back for serving. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size?: number;
  etag?: string;
}

/** Where uploaded images live; returns the public URL path of what it stored. */
export interface StorageProvider {
  readonly name: string;
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The file stored under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  remove(url: string): Promise<void>;
}

/** Keys are `<folder>/<name>.<ext>` made by the app; anything else is refused before any I/O. */
export function isStorageKey(key: string): boolean {
  return /^[a-z0-9/_-]+\.[a-z]+$/i.test(key) && !key.includes('..') && !key.startsWith('/');
}

/** The key of a URL this app stored, or null for any other URL. */
export function keyOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return isStorageKey(key) ? key : null;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
