/**
 * Query-cache keys of everything event-shaped. Lists sit under ['events'], so a change to one
 * event can refresh every list that may show it with one invalidation; what belongs to one
 * event (its guests, RSVPs, reports, chat room) sits under its detail key, so refreshing the
 * event (after an RSVP, say) refreshes those too.
 */
export const eventKeys = {
  all: ['events'] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  lists: ['events', 'list'] as const,
  list: (name: string, params: Record<string, unknown>) => ['events', 'list', name, params] as const,
  guests: (id: string) => [...eventKeys.detail(id), 'guests'] as const,
  rsvps: (id: string) => [...eventKeys.detail(id), 'rsvps'] as const,
  reports: (id: string) => [...eventKeys.detail(id), 'reports'] as const,
  chatRoom: (id: string) => [...eventKeys.detail(id), 'chat-room'] as const,
  refundPreview: (id: string) => [...eventKeys.detail(id), 'refund-preview'] as const,
};
