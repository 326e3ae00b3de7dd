/** Query keys of tickets; every key starts with 'tickets', so a purchase can refresh them all. */
export const ticketKeys = {
  all: ['tickets'] as const,
  allMine: ['tickets', 'mine'] as const,
  mine: (tab: string) => ['tickets', 'mine', tab] as const,
  one: (ticketId: string) => ['tickets', 'one', ticketId] as const,
  order: (orderId: string) => ['tickets', 'order', orderId] as const,
  shared: (token: string) => ['tickets', 'shared', token] as const,
};
