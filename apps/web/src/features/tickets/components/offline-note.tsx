import { Alert } from '../../../components/ui/alert.tsx';
import { useOnline } from '../../../lib/use-online.ts';

export const OFFLINE_TICKETS_NOTE = 'Offline — showing saved tickets';

/**
 * Said above tickets shown without a network: what is on screen is the copy the service worker
 * saved the last time they were opened online, and a redemption since then does not show.
 */
export function OfflineTicketsNote() {
  const online = useOnline();
  if (online) return null;
  return <Alert className="offline-note">{OFFLINE_TICKETS_NOTE}</Alert>;
}
