/** Query keys of refund requests. */
export const refundKeys = {
  all: ['refunds'] as const,
  host: ['refunds', 'host'] as const,
  forOrder: (orderId: string) => ['refunds', 'order', orderId] as const,
};
