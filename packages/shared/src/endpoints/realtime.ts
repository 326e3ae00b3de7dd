import { REALTIME_PATH } from '../schemas/realtime.ts';
import { endpoint } from './define.ts';

export const realtimeEndpoints = {
  /** The WebSocket upgrade; its frames are the ZClientFrame / ZServerFrame of schemas/realtime. */
  socket: endpoint({ method: 'GET', path: REALTIME_PATH, hide: true }),
};
