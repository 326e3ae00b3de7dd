import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Uploads: one file of at most UPLOAD_MAX_BYTES per request; a larger one is refused (413). */
export async function registerMultipart(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10 },
    throwFileSizeLimit: true,
  });
}
