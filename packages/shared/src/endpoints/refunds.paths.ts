import { at } from './define.ts';

/** Method and path of each refunds endpoint: what the web client loads (no schemas); the declarations in refunds.ts add the rest. */
export const refundsPaths = {
  request: at('POST', '/orders/:id/refund-requests'),
  hostRequests: at('GET', '/refund-requests'),
  myRequests: at('GET', '/me/refund-requests'),
  approve: at('POST', '/refund-requests/:id/approve'),
  decline: at('POST', '/refund-requests/:id/decline'),
  cancelEvent: at('POST', '/events/:id/cancel'),
  preview: at('POST', '/events/:id/refunds/preview'),
  refundEveryone: at('POST', '/events/:id/refunds'),
};
