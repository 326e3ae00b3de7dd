import { at } from './define.ts';

/** Method and path of each subscriptions endpoint: what the web client loads (no schemas); the declarations in subscriptions.ts add the rest. */
export const subscriptionsPaths = {
  subscribe: at('POST', '/organizations/:id/subscription'),
  unsubscribe: at('DELETE', '/organizations/:id/subscription'),
  mine: at('GET', '/me/subscriptions'),
  subscribers: at('GET', '/organizations/:id/subscribers'),
  subscribersCsv: at('GET', '/organizations/:id/subscribers.csv'),
};
