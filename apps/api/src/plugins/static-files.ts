import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { notFound } from '../lib/app-error.ts';
import { UPLOADS_URL_PREFIX } from '../providers/storage/local-storage.ts';
import type { StorageProvider } from '../providers/storage/storage.ts';

/** The built client's index.html, when the client was built. */
export function clientIndexHtml(config: Config): string | undefined {
  const file = path.join(config.webDistDir, 'index.html');
  return fs.existsSync(file) ? file : undefined;
}

/** Uploaded pictures, and the built client with its hashed assets cached for good. */
export async function registerStaticFiles(app: FastifyInstance, config: Config): Promise<void> {
  const { storage } = app.ctx.providers;
  if (storage.name === 'local') {
    fs.mkdirSync(config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: '1d',
    });
  } else {
    registerStoredFiles(app, storage);
  }
  if (!clientIndexHtml(config)) return;
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
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
    const file = await storage.get(key);
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
  });
}
