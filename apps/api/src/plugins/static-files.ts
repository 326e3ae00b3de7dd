import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { registerUploads } from './uploads.ts';

/** The built client's index.html, when the client was built. */
export function clientIndexHtml(config: Config): string | undefined {
  const file = path.join(config.webDistDir, 'index.html');
  return fs.existsSync(file) ? file : undefined;
}

/** Uploaded pictures, and the built client with its hashed assets cached for good. */
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
    },
  });
}
