import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A balancer's or client's own id is kept when it looks like one (no spaces, no markup, short). */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the incoming `x-request-id` when well formed, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : crypto.randomUUID();
}

/** Every answer names its request, so a user's report can be found in the logs. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
}
