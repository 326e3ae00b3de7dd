import type { Blast } from '@mingle/shared/schemas/text-blasts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getRealtimeClient } from '../../../lib/realtime-client.ts';
import { blastKeys } from '../api/text-blasts.ts';

/**
 * Applies the server's live progress frames for this blast to the cached blast, so the bar and
 * counts move as each message goes; polling (useBlast) covers a socket that is down.
 */
export function useLiveBlast(id: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!id) return;
    const client = getRealtimeClient();
    const release = client.retain();
    const unsubscribe = client.subscribe((event) => {
      if (event.type === 'ready' && event.resumed) {
        void queryClient.invalidateQueries({ queryKey: blastKeys.blast(id) });
      }
      if (event.type !== 'blast_progress' || event.blast.id !== id) return;
      const { status, counts, progress } = event.blast;
      queryClient.setQueryData<Blast>(blastKeys.blast(id), (old) =>
        old ? { ...old, status, counts, progress } : old,
      );
    });
    return () => {
      unsubscribe();
      release();
    };
  }, [id, queryClient]);
}
