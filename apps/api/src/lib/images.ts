import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { StorageProvider } from '../providers/storage/storage.ts';
import { AppError } from './app-error.ts';

/** Formats judged by their content (sharp's decoder), never by the file name or claimed type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

/** Decoding a small file can still expand into a huge bitmap; refuse beyond this many pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface PictureOptions {
  /** The longest side after resizing; smaller pictures are not enlarged. */
  maxSide?: number;
}

const notAnImage = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'That file is not a picture we can use. Send a JPEG, PNG, WebP, GIF or AVIF image.',
  );

/**
 * Re-encodes an uploaded picture as WebP: turned upright by its EXIF orientation, then every
 * piece of metadata (EXIF, GPS, XMP, ICC comments) dropped, resized to fit maxSide × maxSide.
 */
export async function reencodePicture(input: Buffer, options: PictureOptions = {}): Promise<Buffer> {
  const maxSide = options.maxSide ?? 1024;
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw notAnImage();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError(
      'UNPROCESSABLE',
      'That picture has too many pixels. Send one of at most 40 megapixels.',
    );
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

/**
 * Re-encodes and stores a picture under `<prefix>/<random>.webp`; returns its public URL.
 * The random name means a replaced picture never lingers in a browser or CDN cache.
 */
export async function storePicture(
  storage: StorageProvider,
  prefix: string,
  input: Buffer,
  options: PictureOptions = {},
): Promise<string> {
  return storeWebp(storage, prefix, await reencodePicture(input, options));
}

/** Stores a picture already re-encoded by reencodePicture under `<prefix>/<random>.webp`. */
export function storeWebp(storage: StorageProvider, prefix: string, data: Buffer): Promise<string> {
  return storage.put(`${prefix}/${randomBytes(12).toString('hex')}.webp`, data, 'image/webp');
}

/**
 * A narrower copy of a picture this app stored (already upright and stripped), as WebP; never
 * wider than the picture itself.
 */
export function resizedWebp(stored: Buffer, width: number): Promise<Buffer> {
  return sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
