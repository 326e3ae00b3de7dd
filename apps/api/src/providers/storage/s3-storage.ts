import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  contentTypeOfKey,
  isStorageKey,
  keyOfUrl,
  type StorageProvider,
  type StoredFile,
  UPLOADS_URL_PREFIX,
} from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Another S3-compatible service (MinIO, R2, a local test server); unset → AWS. */
  endpoint?: string;
  /** `bucket` in the path rather than the host name (most S3-compatible servers want this). */
  forcePathStyle?: boolean;
}

/**
 * Pictures in one S3 bucket shared by every API server. The bucket stays private: files are
 * still served at /uploads/… by whichever server takes the request (plugins/static-files.ts), so
 * stored URLs, the Content-Security-Policy and the client are the same as with local disk.
 */
export class S3Storage implements StorageProvider {
  readonly name = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible servers reject or mangle the
      // SDK's default (chunked uploads with trailing checksums).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    if (!isStorageKey(key)) throw new Error(`bad storage key ${key}`);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType }),
    );
    return UPLOADS_URL_PREFIX + key;
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!res.Body) return null;
      return {
        body: res.Body as Readable,
        contentType: res.ContentType ?? contentTypeOfKey(key),
        size: res.ContentLength,
        etag: res.ETag,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async remove(url: string): Promise<void> {
    const key = keyOfUrl(url);
    if (key) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
