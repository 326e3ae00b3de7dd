import { at } from './define.ts';

/** Method and path of each ticketing endpoint: what the web client loads (no schemas); the declarations in ticketing.ts add the rest. */
export const ticketingPaths = {
  createTicketType: at('POST', '/events/:id/ticket-types'),
  updateTicketType: at('PATCH', '/events/:id/ticket-types/:ttId'),
  deleteTicketType: at('DELETE', '/events/:id/ticket-types/:ttId'),
  createPromoCode: at('POST', '/events/:id/promo-codes'),
  listPromoCodes: at('GET', '/events/:id/promo-codes'),
  deletePromoCode: at('DELETE', '/events/:id/promo-codes/:pcId'),
};
