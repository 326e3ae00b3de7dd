import { endpoint } from './define.ts';
import { realtimePaths } from './realtime.paths.ts';

export const realtimeEndpoints = {
  /** The WebSocket upgrade; its frames are the ZClientFrame / ZServerFrame of schemas/realtime. */
  socket: endpoint({
    ...realtimePaths.socket,
    hide: true,
  }),
};
