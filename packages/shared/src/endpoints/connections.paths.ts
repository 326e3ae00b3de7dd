import { at } from './define.ts';

/** Method and path of each connections endpoint: what the web client loads (no schemas); the declarations in connections.ts add the rest. */
export const connectionsPaths = {
  connect: at('POST', '/users/:id/connection'),
  decline: at('POST', '/users/:id/connection/decline'),
  disconnect: at('DELETE', '/users/:id/connection'),
  matches: at('GET', '/matches'),
  requests: at('GET', '/connection-requests'),
};
