import { at } from './define.ts';

/** Method and path of each safety endpoint: what the web client loads (no schemas); the declarations in safety.ts add the rest. */
export const safetyPaths = {
  block: at('POST', '/users/:id/block'),
  unblock: at('DELETE', '/users/:id/block'),
  report: at('POST', '/users/:id/report'),
  reports: at('GET', '/events/:id/reports'),
  review: at('POST', '/reports/:id/review'),
};
