import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { notFound } from '../lib/app-error.ts';
import { registerUploads } from './uploads.ts';

/** The built client's index.html, when the client was built. */
export function clientIndexHtml(config: Config): string | undefined {
  const file = path.join(config.webDistDir, 'index.html');
  return fs.existsSync(file) ? file : undefined;
}

/**
 * The installable app's files at fixed names (built by vite-plugin-pwa; Workbox is bundled into
 * sw.js, so there are no workbox-*.js files). Asked again on every visit, so a release's worker
 * and manifest replace the old ones at once.
 */
const APP_FILES = ['sw.js', 'manifest.webmanifest'];

/**
 * Uploaded pictures, and the built client with its hashed assets cached for good and its service
 * worker and manifest never cached.
 */
export async function registerStaticFiles(app: FastifyInstance, config: Config): Promise<void> {
  await registerUploads(app, config);
  if (!clientIndexHtml(config)) return;
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (APP_FILES.includes(path.basename(file))) res.header('cache-control', 'no-cache');
    },
  });
  // A build without them answers 404, never the page: a browser whose worker script is gone
  // unregisters that worker, where HTML in its place would leave the old one running.
  for (const name of APP_FILES.filter((name) => !fs.existsSync(path.join(config.webDistDir, name)))) {
    app.get(`/${name}`, { schema: { hide: true } }, async () => {
      throw notFound('That file');
    });
  }
}
