import type { Attendee } from '@mingle/shared/schemas/tickets';
import { doorTime } from '../lib/scan-result.ts';

const STATUS_WORD: Record<Attendee['status'], string> = {
  valid: 'Not arrived yet',
  redeemed: 'Arrived',
  refunded: 'Refunded',
  void: 'Void',
};

/** The guests with their tickets: who has arrived (and when) and who is still to come. */
export function AttendeeList({ attendees }: { attendees: readonly Attendee[] }) {
  return (
    <ul className="attendee-list">
      {attendees.map((a) => (
        <li key={a.ticketId} className={`attendee attendee-${a.status}`}>
          <span className="attendee-name">{a.holder?.firstName ?? 'Guest'}</span>
          <span className="muted attendee-type">{a.ticketTypeName}</span>
          <span className="attendee-status">
            {a.status === 'redeemed' && a.redeemedAt
              ? `Arrived ${doorTime(a.redeemedAt)}`
              : STATUS_WORD[a.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}
