import { at } from './define.ts';

/** Method and path of each invitations endpoint: what the web client loads (no schemas); the declarations in invitations.ts add the rest. */
export const invitationsPaths = {
  invite: at('POST', '/events/:id/invitations'),
  list: at('GET', '/events/:id/invitations'),
};
