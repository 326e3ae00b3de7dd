import type { ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * Wraps a lazily loaded part in the query cache's provider, loading both chunks in parallel.
 * React Query (about 10 KB gzip) then stays out of the first load of pages that fetch nothing,
 * such as the landing page, which keeps them inside the 100 KB budget. Every wrapped part
 * shares the one client, so they all see the same cache.
 */
export function withQueryClient<P extends object>(load: () => Promise<Module<P>>): () => Promise<Module<P>> {
  return async () => {
    const [{ default: Part }, { QueryProvider }] = await Promise.all([
      load(),
      import('./query-provider.tsx'),
    ]);
    function WithQueryClient(props: P) {
      return (
        <QueryProvider>
          <Part {...props} />
        </QueryProvider>
      );
    }
    return { default: WithQueryClient };
  };
}
