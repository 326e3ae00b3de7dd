/** Query keys of checkout, in one place so mutations invalidate exactly what they change. */
export const checkoutKeys = {
  event: (eventId: string) => ['checkout', 'event', eventId] as const,
  paymentsConfig: ['checkout', 'payments-config'] as const,
  quote: (eventId: string, signature: string) => ['checkout', 'quote', eventId, signature] as const,
  order: (orderId: string) => ['checkout', 'order', orderId] as const,
};
