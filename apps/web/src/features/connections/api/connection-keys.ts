/**
 * Query-cache keys of matches and requests. They sit under ['social'], which connecting,
 * accepting and unmatching refresh as a whole.
 */
export const connectionKeys = {
  matches: ['social', 'matches'] as const,
  requests: ['social', 'requests'] as const,
};
