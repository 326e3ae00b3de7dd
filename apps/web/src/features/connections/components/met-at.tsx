import type { EventRef } from '@mingle/shared/schemas/event-common';
import { Link } from 'react-router';

export interface MetAtProps {
  eventId: string;
  /** The event as the list item carries it; its title may be unset on a draft-like event. */
  event?: EventRef | null;
  prefix?: string;
}

/** "Met at Jazz Night", linking to the event. The title comes with the list: no fetch per row. */
export function MetAt({ eventId, event, prefix = 'Met at' }: MetAtProps) {
  return (
    <span className="met-at">
      {prefix} <Link to={`/event-details?id=${eventId}`}>{event?.title ?? 'an event'}</Link>
    </span>
  );
}
