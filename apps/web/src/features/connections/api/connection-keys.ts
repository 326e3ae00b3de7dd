/**
 * Query-cache keys of matches and requests. They sit under ['social'], which connecting,
 * accepting and unmatching refresh as a whole.
 */
export const connectionKeys = {
  matches: ['social', 'matches'] as const,
  requests: ['social', 'requests'] as const,
  /** The event detail key, shared with the event page, so a title fetched once serves both. */
  event: (eventId: string) => ['events', 'detail', eventId] as const,
};
