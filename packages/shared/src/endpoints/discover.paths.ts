import { at } from './define.ts';

/** Method and path of each discover endpoint: what the web client loads (no schemas); the declarations in discover.ts add the rest. */
export const discoverPaths = {
  discover: at('GET', '/events'),
  hostEvents: at('GET', '/host/events'),
  myEvents: at('GET', '/me/events'),
};
