import type { Config } from '../config.ts';

/** The Content-Security-Policy the client works under (helmet's directive format). */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const wsOrigin = config.PUBLIC_URL.replace(/^http/, 'ws');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
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
