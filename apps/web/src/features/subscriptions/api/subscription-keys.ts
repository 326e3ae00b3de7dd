/** Query-cache keys of the caller's Host Subscriptions. */
export const subscriptionKeys = {
  mine: ['subscriptions', 'mine'] as const,
};
