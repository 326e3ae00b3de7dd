import { at } from './define.ts';

/** Method and path of each rsvps endpoint: what the web client loads (no schemas); the declarations in rsvps.ts add the rest. */
export const rsvpsPaths = {
  answer: at('POST', '/events/:id/rsvp'),
  list: at('GET', '/events/:id/rsvps'),
  approve: at('POST', '/events/:id/rsvps/:userId/approve'),
  decline: at('POST', '/events/:id/rsvps/:userId/decline'),
};
