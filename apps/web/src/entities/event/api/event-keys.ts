/**
 * Query-cache keys of everything event-shaped. Lists sit under ['events'], so a change to one
 * event can refresh every list that may show it with one invalidation.
 */
export const eventKeys = {
  all: ['events'] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  lists: ['events', 'list'] as const,
  list: (name: string, params: Record<string, unknown>) => ['events', 'list', name, params] as const,
};
