import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import { OfflineNotice } from '../components/ui/offline-notice.tsx';
import { useOnline } from './use-online.ts';

/** Set below the outermost gate, so a page inside a gated layout shows one notice, not two. */
const Gated = createContext(false);

/** Some query on screen has no data yet and waits for a network (the query cache pauses it offline). */
function useWaitingForNetwork(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(subscribe, () =>
    cache
      .getAll()
      .some(
        (q) => q.getObserversCount() > 0 && q.state.status === 'pending' && q.state.fetchStatus === 'paused',
      ),
  );
}

/**
 * Offline, a page whose data never arrived shows the offline notice instead of a loader that
 * would wait forever; what it already has (from the query cache) it shows as usual. The page
 * stays mounted, hidden, so its queries carry on the moment the network is back and the page
 * replaces the notice by itself.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const outermost = !useContext(Gated);
  const online = useOnline();
  const waiting = useWaitingForNetwork();
  if (!outermost) return children;
  const blocked = !online && waiting;
  return (
    <Gated.Provider value={true}>
      {blocked && <OfflineNotice />}
      <div style={{ display: blocked ? 'none' : 'contents' }}>{children}</div>
    </Gated.Provider>
  );
}
