import { at } from './define.ts';

/** Method and path of each events endpoint: what the web client loads (no schemas); the declarations in events.ts add the rest. */
export const eventsPaths = {
  create: at('POST', '/events'),
  get: at('GET', '/events/:id'),
  update: at('PATCH', '/events/:id'),
  publish: at('POST', '/events/:id/publish'),
  duplicate: at('POST', '/events/:id/duplicate'),
  uploadCover: at('POST', '/events/:id/cover'),
};
