import { Link } from 'react-router';
import { useEventTitle } from '../api/get-event-title.ts';

/** "Met at Jazz Night", linking to the event. */
export function MetAt({ eventId, prefix = 'Met at' }: { eventId: string; prefix?: string }) {
  const title = useEventTitle(eventId);
  return (
    <span className="met-at">
      {prefix} <Link to={`/event-details?id=${eventId}`}>{title.data ?? 'an event'}</Link>
    </span>
  );
}
