/**
 * After a change made outside the query cache (the public event page does without it), marks
 * what the cache may hold as stale. The cache module loads only now, after the visitor acted.
 */
export function refreshCachedQueries(keys: readonly (readonly unknown[])[]): void {
  void import('../../../lib/query-client.ts').then(({ queryClient }) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  );
}
