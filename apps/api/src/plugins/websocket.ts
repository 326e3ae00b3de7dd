import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/** Sockets for the real-time endpoint (/api/v1/realtime, a module route); frames are small JSON. */
export async function registerWebsocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
}
