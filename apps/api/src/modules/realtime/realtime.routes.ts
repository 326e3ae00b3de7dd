import type {} from '@fastify/websocket';
import { realtimeEndpoints } from '@mingle/shared/endpoints/realtime';
import type { AppContext, ModuleRoutes } from '../../app-context.ts';
import { RealtimeHub } from '../../realtime/hub.ts';
import { mayStayInRoom } from './access.ts';
import { serveSocket } from './socket-session.ts';

/** One hub per server (the module is mounted under /api/v1 and /api/v2; both share it). */
const hubs = new WeakMap<AppContext, RealtimeHub>();

/** The real-time WebSocket at /api/v1/realtime (and /api/v2/realtime). */
export const realtimeRoutes: ModuleRoutes = (app, ctx) => {
  let hub = hubs.get(ctx);
  if (!hub) {
    const created = new RealtimeHub(
      ctx.providers.pubsub,
      (err) => app.log.error({ err }, 'realtime hub'),
      (userId, roomId) => mayStayInRoom(ctx, userId, roomId),
    );
    hubs.set(ctx, created);
    app.addHook('onClose', () => created.close());
    hub = created;
  }
  const shared = hub;
  // A WebSocket handler is not an HTTP one, so this is the one registration outside route().
  const { path } = realtimeEndpoints.socket;
  app.get(path, { websocket: true, schema: { hide: true } }, (socket) => {
    serveSocket(ctx, shared, socket, (err) => app.log.error({ err }, 'realtime'));
  });
};
