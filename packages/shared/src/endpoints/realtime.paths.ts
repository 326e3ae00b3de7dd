import { at } from './define.ts';

/** Method and path of each realtime endpoint: what the web client loads (no schemas); the declarations in realtime.ts add the rest. */
export const realtimePaths = {
  socket: at('GET', '/realtime'),
};
