import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { notFound } from '../lib/app-error.ts';
import { coverFile } from '../modules/events/index.ts';
import { type StorageProvider, type StoredFile, UPLOADS_URL_PREFIX } from '../providers/storage/storage.ts';

/** Uploaded pictures at /uploads/…, from the local disk or through the storage provider. */
export async function registerUploads(app: FastifyInstance, config: Config): Promise<void> {
  const { storage } = app.ctx.providers;
  registerCovers(app, storage);
  if (storage.name !== 'local') {
    registerStoredFiles(app, storage);
    return;
  }
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
}

/**
 * Uploads kept elsewhere (S3) are streamed through this server rather than redirected to the
 * bucket: the bucket stays private, stored URLs stay /uploads/… on the app's own origin (so the
 * Content-Security-Policy, Open Graph tags and cached pages keep working with any provider), and
 * any server answers for a file another server stored. Each name is random and never reused, so
 * a file may be cached for good.
 */
function registerStoredFiles(app: FastifyInstance, storage: StorageProvider): void {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    return sendStored(req, reply, await storage.get(key));
  });
}

/**
 * Event covers and their responsive sizes, with either provider: a size not stored yet is made
 * from the original on its first request (modules/events/cover-sizes.ts). More specific than
 * /uploads/*, so it answers for every file under /uploads/events/.
 */
function registerCovers(app: FastifyInstance, storage: StorageProvider): void {
  app.get(`${UPLOADS_URL_PREFIX}events/:eventId/:file`, { schema: { hide: true } }, async (req, reply) => {
    const { eventId, file } = req.params as { eventId: string; file: string };
    return sendStored(req, reply, await coverFile(storage, `events/${eventId}/${file}`));
  });
}

/** A stored file, cached for good: every stored name is random and never reused. */
function sendStored(req: FastifyRequest, reply: FastifyReply, file: StoredFile | null) {
  if (!file) throw notFound('That file');
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  if (file.etag) {
    reply.header('etag', file.etag);
    if (req.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
  }
  reply.type(file.contentType);
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
}
