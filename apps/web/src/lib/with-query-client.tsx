import type { ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * Wraps a lazily loaded part in the query cache's provider, loading both chunks in parallel.
 * React Query (about 10 KB gzip) then stays out of the first load of pages that fetch nothing,
 * such as the landing page, which keeps them inside the 100 KB budget. Every wrapped part
 * shares the one client, so they all see the same cache. A page (`offlineGate`) says it is
 * offline instead of waiting for data that cannot come (offline-gate.tsx).
 */
export function withQueryClient<P extends object>(
  load: () => Promise<Module<P>>,
  { offlineGate = false }: { offlineGate?: boolean } = {},
): () => Promise<Module<P>> {
  return async () => {
    const [{ default: Part }, { QueryProvider }, gate] = await Promise.all([
      load(),
      import('./query-provider.tsx'),
      offlineGate ? import('./offline-gate.tsx') : null,
    ]);
    function WithQueryClient(props: P) {
      const part = <Part {...props} />;
      return <QueryProvider>{gate ? <gate.OfflineGate>{part}</gate.OfflineGate> : part}</QueryProvider>;
    }
    return { default: WithQueryClient };
  };
}
