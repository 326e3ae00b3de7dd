import { at } from './define.ts';

/** Method and path of each guests endpoint: what the web client loads (no schemas); the declarations in guests.ts add the rest. */
export const guestsPaths = {
  list: at('GET', '/events/:id/guests'),
  publicProfile: at('GET', '/users/:id/public'),
};
