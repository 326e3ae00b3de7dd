import { at } from './define.ts';

/** Method and path of each organizations endpoint: what the web client loads (no schemas); the declarations in organizations.ts add the rest. */
export const organizationsPaths = {
  create: at('POST', '/organizations'),
  mine: at('GET', '/organizations/me'),
  get: at('GET', '/organizations/:id'),
  update: at('PATCH', '/organizations/:id'),
};
