import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings a request's Accept-Encoding allows (a `q=0` entry refuses one). */
function accepted(header: string | undefined): Set<string> {
  const allowed = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) allowed.add(name.trim());
  }
  return allowed;
}

/**
 * A page's HTML compressed for the request: @fastify/compress hooks into routes only, and the
 * pages are answered by the not-found handler, so they went out raw (the event page's 27 KB with
 * its inline styles, ~7 KB compressed: inside the first round trip of a new connection).
 * Brotli at a fast level, else gzip, else the text as it is.
 */
export async function compressPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding: string | null }> {
  const allowed = accepted(acceptEncoding);
  if (allowed.has('br')) {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' };
  }
  if (allowed.has('gzip') || allowed.has('*')) return { body: await gzip(html), encoding: 'gzip' };
  return { body: html, encoding: null };
}
