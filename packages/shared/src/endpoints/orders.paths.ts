import { at } from './define.ts';

/** Method and path of each orders endpoint: what the web client loads (no schemas); the declarations in orders.ts add the rest. */
export const ordersPaths = {
  paymentsConfig: at('GET', '/payments/config'),
  quote: at('POST', '/events/:id/orders/quote'),
  create: at('POST', '/events/:id/orders'),
  get: at('GET', '/orders/:id'),
  pay: at('POST', '/orders/:id/pay'),
};
