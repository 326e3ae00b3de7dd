import { at } from './define.ts';

/** Method and path of each text-blasts endpoint: what the web client loads (no schemas); the declarations in text-blasts.ts add the rest. */
export const textBlastsPaths = {
  events: at('GET', '/text-blasts/events'),
  audience: at('GET', '/text-blasts/audience'),
  create: at('POST', '/text-blasts'),
  list: at('GET', '/text-blasts'),
  get: at('GET', '/text-blasts/:id'),
  update: at('PATCH', '/text-blasts/:id'),
  delete: at('DELETE', '/text-blasts/:id'),
  send: at('POST', '/text-blasts/:id/send'),
  cancel: at('POST', '/text-blasts/:id/cancel'),
  recipients: at('GET', '/text-blasts/:id/recipients'),
};
