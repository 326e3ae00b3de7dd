/**
 * Query-cache keys of people's ties to each other: matches, connection requests and the
 * profiles a guest opens. They sit under ['social'], which connecting, accepting and unmatching
 * refresh as a whole.
 */
export const socialKeys = {
  all: ['social'] as const,
  matches: ['social', 'matches'] as const,
  requests: ['social', 'requests'] as const,
  profiles: ['social', 'profile'] as const,
  profile: (userId: string, eventId: string | null) => ['social', 'profile', userId, eventId] as const,
};
