import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/** RFC 6455's "going away": the client reconnects at once, to another server behind the balancer. */
const GOING_AWAY = 1001;

/** Sockets for the real-time endpoint (/api/v1/realtime, a module route); frames are small JSON. */
export async function registerWebsocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(GOING_AWAY, 'server restarting');
      this.websocketServer.close(() => done());
    },
  });
}
