import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ticketKeys } from '../api/keys.ts';

/**
 * On a first visit the tickets arrive before the service worker is installed, so it has no copy
 * to show offline. When it takes control of the page, the tickets on screen are asked for again,
 * through it this time, and it saves them.
 */
export function useSaveTicketsForOffline(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker || worker.controller) return;
    const askAgain = () => void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    worker.addEventListener('controllerchange', askAgain, { once: true });
    return () => worker.removeEventListener('controllerchange', askAgain);
  }, [queryClient]);
}
