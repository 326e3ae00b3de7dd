import { encodeSelection, type Selection } from './sale-state.ts';

/** The checkout screen: Buy Tickets for an event (with an optional basket), or Payment of an order. */
export const CHECKOUT_PATH = '/checkout';

export function checkoutPath(
  target: { eventId: string; selection?: Selection } | { orderId: string },
): string {
  const params = new URLSearchParams();
  if ('orderId' in target) {
    params.set('orderId', target.orderId);
  } else {
    params.set('eventId', target.eventId);
    const tickets = target.selection ? encodeSelection(target.selection) : '';
    if (tickets) params.set('tickets', tickets);
  }
  return `${CHECKOUT_PATH}?${params.toString()}`;
}

export const ticketPath = (ticketId: string) => `/tickets/${encodeURIComponent(ticketId)}`;
export const eventPath = (eventId: string) => `/event-details?id=${encodeURIComponent(eventId)}`;
