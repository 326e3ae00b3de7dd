import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3StorageOptions } from '../src/providers/storage/s3-storage.ts';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver ships no types; this is the part of its API the tests use.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

export interface LocalS3 {
  /** What S3Storage (or the S3_* variables) needs to reach the bucket. */
  options: S3StorageOptions;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** An S3-protocol server in this process on a free port, with one empty bucket, on a fresh folder. */
export async function startLocalS3(bucket = 'mingle-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver accepts only its own fixed credentials.
  const options: S3StorageOptions = {
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
  };
  return {
    options,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_ENDPOINT: options.endpoint ?? '',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
