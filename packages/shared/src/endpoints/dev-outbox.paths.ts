import { at } from './define.ts';

/** Method and path of each dev-outbox endpoint: what the web client loads (no schemas); the declarations in dev-outbox.ts add the rest. */
export const devOutboxPaths = {
  list: at('GET', '/dev/outbox'),
};
