import { at } from './define.ts';

/** Method and path of each notifications endpoint: what the web client loads (no schemas); the declarations in notifications.ts add the rest. */
export const notificationsPaths = {
  list: at('GET', '/notifications'),
  markRead: at('POST', '/notifications/read'),
};
