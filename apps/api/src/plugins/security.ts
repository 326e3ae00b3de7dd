import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { DEFERRED_START_CSP_SOURCE } from './event-page-shell.ts';

/** The Content-Security-Policy the client works under (helmet's directive format). */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const wsOrigin = config.PUBLIC_URL.replace(/^http/, 'ws');
  return {
    defaultSrc: ["'self'"],
    // One inline script, by its hash: the event page's deferred start (event-page-shell.ts).
    scriptSrc: ["'self'", DEFERRED_START_CSP_SOURCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", wsOrigin],
    frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** Security headers on every answer, with the client's Content-Security-Policy. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
}
