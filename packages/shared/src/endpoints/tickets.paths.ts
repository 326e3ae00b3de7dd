import { at } from './define.ts';

/** Method and path of each tickets endpoint: what the web client loads (no schemas); the declarations in tickets.ts add the rest. */
export const ticketsPaths = {
  mine: at('GET', '/me/tickets'),
  get: at('GET', '/tickets/:id'),
  share: at('POST', '/tickets/:id/share'),
  revokeShare: at('DELETE', '/tickets/:id/share'),
  shared: at('GET', '/shared/:token'),
  claim: at('POST', '/shared/:token/claim'),
  redeem: at('POST', '/events/:id/redeem'),
  doorList: at('GET', '/events/:id/door-list'),
  attendance: at('GET', '/events/:id/attendance'),
};
