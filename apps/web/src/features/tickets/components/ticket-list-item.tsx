import type { TicketSummary } from '@mingle/shared/schemas/tickets';
import { Link } from 'react-router';
import { TicketIcon } from '../../../components/ui/icons.tsx';
import { formatEventTime } from '../../../entities/event/lib/event-time.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';

export const ticketPath = (ticketId: string) => `/tickets/${encodeURIComponent(ticketId)}`;

/** One ticket in a list: the whole row opens the Ticket page. */
export function TicketListItem({ ticket }: { ticket: TicketSummary }) {
  return (
    <li>
      <Link to={ticketPath(ticket.id)} className="ticket-item">
        <span className="ticket-item-icon" aria-hidden="true">
          <TicketIcon />
        </span>
        <span className="ticket-item-main">
          <span className="ticket-item-title">{ticket.event.title ?? 'Untitled event'}</span>
          <span className="muted ticket-item-meta">
            {formatEventTime(ticket.event.startsAt, ticket.event.timeZone, 'short')} ·{' '}
            {ticket.ticketType.name}
          </span>
        </span>
        <TicketStatusBadge
          status={ticket.status}
          redeemedAt={ticket.redeemedAt}
          timeZone={ticket.event.timeZone}
        />
      </Link>
    </li>
  );
}
