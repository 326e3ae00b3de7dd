import fs from 'node:fs';
import { EVENT_DETAILS_PATH } from '@mingle/shared/schemas/events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { devOutboxOpenTo } from '../lib/loopback.ts';
import { eventPageHtml } from '../modules/events/index.ts';
import { UPLOADS_URL_PREFIX } from '../providers/storage/local-storage.ts';
import { eventPageShell } from './event-page-shell.ts';
import { compressPage } from './page-compression.ts';
import { clientIndexHtml } from './static-files.ts';

/**
 * Any other GET of a page answers with the client's index.html (the client routes it), an event
 * page with its Open Graph tags, public data, first screen and inline styles; API paths, uploads,
 * assets and the rest get the JSON 404.
 */
export function registerClientFallback(app: FastifyInstance, ctx: AppContext): void {
  const { config } = ctx;
  const indexHtml = clientIndexHtml(config);
  // Read once: served from memory, so a rebuild under a running server can't break it.
  const indexHtmlText = indexHtml ? fs.readFileSync(indexHtml, 'utf8') : '';
  // The page shared links open: its styles inline, its scripts after its largest paint.
  const eventPageText = eventPageShell(config.webDistDir, indexHtmlText, ['event-details-page.tsx']);
  const plainPage = async (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const { body, encoding } = await compressPage(html, request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const hiddenOutboxPage =
      pathname.toLowerCase().replace(/\/+$/, '') === '/dev/outbox' && !devOutboxOpenTo(config, request);
    if (
      indexHtml &&
      !hiddenOutboxPage &&
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith(UPLOADS_URL_PREFIX) &&
      // A missing script or style must stay a 404, or a stale tab would run HTML as a chunk.
      !pathname.startsWith('/assets/')
    ) {
      const page = pathname === EVENT_DETAILS_PATH ? eventPageText : indexHtmlText;
      const withMeta = await eventPageHtml(ctx, page, request.url).catch((err) => {
        request.log.warn({ err }, 'could not add the event tags; serving the plain page');
        return null;
      });
      return plainPage(request, reply, withMeta ?? page);
    }
    return reply.status(404).send({
      success: false,
      error: { code: 'NOT_FOUND', message: `No route ${request.method} ${pathname}` },
    });
  });
}
