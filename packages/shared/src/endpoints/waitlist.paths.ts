import { at } from './define.ts';

/** Method and path of each waitlist endpoint: what the web client loads (no schemas); the declarations in waitlist.ts add the rest. */
export const waitlistPaths = {
  join: at('POST', '/ticket-types/:id/waitlist'),
  get: at('GET', '/ticket-types/:id/waitlist'),
  leave: at('DELETE', '/ticket-types/:id/waitlist'),
};
