import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../app-context.ts';
import { queueStats } from '../jobs/queue-stats.ts';
import { isLoopbackClient } from '../lib/loopback.ts';

/**
 * `GET /metrics` in Prometheus text: request durations by route pattern (never the raw URL, which
 * would carry ids and make one series per event), process and event-loop figures, the job
 * queue's depth and age, and open sockets. Only for this machine, or for a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN` when that is set (docs/operations.md).
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queue = {
    due: gauge(registry, 'mingle_jobs_due', 'Background jobs due and not yet taken'),
    age: gauge(registry, 'mingle_jobs_oldest_due_seconds', 'Age of the oldest due background job'),
    running: gauge(registry, 'mingle_jobs_running', 'Background jobs being worked on'),
  };
  const sockets = gauge(registry, 'mingle_realtime_sockets', 'Open real-time sockets on this server');

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, ctx.config.METRICS_TOKEN)) {
      return reply.status(404).send({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    const stats = await queueStats(ctx.db).catch(() => null);
    if (stats) {
      queue.due.set(stats.due);
      queue.age.set(stats.oldestDueSeconds);
      queue.running.set(stats.running);
    }
    sockets.set(app.websocketServer?.clients.size ?? 0);
    void reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}

function gauge(registry: Registry, name: string, help: string): Gauge {
  return new Gauge({ name, help, registers: [registry] });
}

/** A loopback client (a sidecar, the host's own Prometheus), or the right bearer token. */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const sent = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    if (sent.length === wanted.length && timingSafeEqual(sent, wanted)) return true;
  }
  return isLoopbackClient(request);
}
