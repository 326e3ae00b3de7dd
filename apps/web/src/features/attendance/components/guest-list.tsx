import type { DoorListEntry } from '@mingle/shared/schemas/tickets';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { searchGuests } from '../lib/door-match.ts';
import type { QueuedCheckIn } from '../lib/door-store.ts';
import { doorTime } from '../lib/scan-result.ts';

/** Rows drawn at once; a big event's list grows by this much per "Show more". */
const ROWS_SHOWN = 50;

export interface GuestListProps {
  items: readonly DoorListEntry[];
  queue: readonly QueuedCheckIn[];
  /** The event's zone, in which arrival times are written. */
  timeZone: string | null;
  onCheckIn: (entry: DoorListEntry) => Promise<void>;
}

/** Every ticket holder, searchable by name, with a check-in button for those not yet in. */
export function GuestList({ items, queue, timeZone, onCheckIn }: GuestListProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(ROWS_SHOWN);
  const [pending, setPending] = useState<string | null>(null);
  const found = useMemo(() => searchGuests(items, query), [items, query]);
  const queuedAt = useMemo(() => new Map(queue.map((q) => [q.ticketId, q.at])), [queue]);

  async function checkIn(entry: DoorListEntry) {
    setPending(entry.ticketId);
    try {
      await onCheckIn(entry);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="guest-list">
      <label htmlFor={id} className="label">
        Search guests by name
      </label>
      <input
        id={id}
        className="input"
        type="search"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setLimit(ROWS_SHOWN);
        }}
        autoComplete="off"
        placeholder="Name or ticket type"
      />
      {found.length === 0 ? (
        <p className="muted guest-list-empty">
          {items.length === 0 ? 'No tickets sold yet.' : `No guest matches “${query.trim()}”.`}
        </p>
      ) : (
        <ul className="attendee-list" aria-label="Guests">
          {found.slice(0, limit).map((entry) => {
            const name = entry.holder?.firstName ?? 'Guest';
            const queued = queuedAt.get(entry.ticketId);
            return (
              <li key={entry.ticketId} className={`attendee attendee-${queued ? 'redeemed' : entry.status}`}>
                <span className="attendee-name">{name}</span>
                <span className="muted attendee-type">{entry.ticketTypeName}</span>
                <span className="attendee-status">
                  {queued ? (
                    <>
                      In at {doorTime(queued, timeZone)}
                      <span className="attendee-queued">waiting to sync</span>
                    </>
                  ) : entry.status === 'redeemed' && entry.redeemedAt ? (
                    `Arrived ${doorTime(entry.redeemedAt, timeZone)}`
                  ) : (
                    <Button
                      size="sm"
                      loading={pending === entry.ticketId}
                      disabled={pending !== null}
                      onClick={() => void checkIn(entry)}
                      aria-label={`Check in ${name}, ${entry.ticketTypeName}`}
                    >
                      Check in
                    </Button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {found.length > limit && (
        <Button variant="secondary" size="sm" onClick={() => setLimit((n) => n + ROWS_SHOWN)}>
          Show more guests ({found.length - limit})
        </Button>
      )}
    </div>
  );
}
