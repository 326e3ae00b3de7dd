import type { Ticket } from '@mingle/shared/schemas/tickets';
import { formatShortCode } from '@mingle/shared/short-code';
import { Link } from 'react-router';
import { formatEventTime } from '../../../entities/event/lib/event-time.ts';
import { groupCode, ticketStatusView } from '../lib/ticket-status.ts';
import { useScreenWakeLock } from '../lib/use-wake-lock.ts';
import { TicketQr } from './ticket-qr.tsx';

const QR_STATE = { valid: 'active', redeemed: 'used', refunded: 'void', void: 'void' } as const;

function place(event: Ticket['event']): string | null {
  const parts = [event.venueName, event.address, event.city].filter(Boolean);
  if (parts.length > 0) return parts.join(', ');
  return event.onlineUrl ? 'Online' : null;
}

/**
 * The ticket as it is shown at the door: bright, the QR as large as the screen allows, the short
 * code under it for typing when the QR can't be read, and the state in words.
 */
export function TicketPass({ ticket }: { ticket: Ticket }) {
  const status = ticketStatusView(ticket.status, ticket.redeemedAt, ticket.event.timeZone);
  useScreenWakeLock(ticket.status === 'valid');
  const where = place(ticket.event);
  return (
    <article
      className={`ticket-pass ticket-pass-${status.tone}`}
      aria-label={`Ticket for ${ticket.event.title ?? 'the event'}`}
    >
      <header className="ticket-pass-head">
        <h2 className="ticket-pass-title">
          <Link to={`/event-details?id=${encodeURIComponent(ticket.event.id)}`}>
            {ticket.event.title ?? 'Untitled event'}
          </Link>
        </h2>
        <p className="ticket-pass-when">{formatEventTime(ticket.event.startsAt, ticket.event.timeZone)}</p>
        {where && <p className="ticket-pass-where">{where}</p>}
      </header>
      <div className="ticket-pass-body">
        <TicketQr code={ticket.code} state={QR_STATE[ticket.status]} />
        <p className="ticket-status-line">
          <span className={`badge ticket-badge ticket-badge-${status.tone}`}>{status.label}</span>
        </p>
        {status.note && <p className="ticket-pass-note">{status.note}</p>}
        <p className="ticket-code">
          <span className="ticket-code-label">Ticket code</span>
          {/* A ticket saved on the device before short codes existed has only its long code. */}
          <code className={ticket.shortCode ? 'ticket-short-code' : undefined}>
            {ticket.shortCode ? formatShortCode(ticket.shortCode) : groupCode(ticket.code)}
          </code>
        </p>
      </div>
      <dl className="ticket-pass-facts">
        <div>
          <dt>Ticket</dt>
          <dd>{ticket.ticketType.name}</dd>
        </div>
        <div>
          <dt>Holder</dt>
          <dd>{ticket.holder?.name ?? 'You'}</dd>
        </div>
      </dl>
    </article>
  );
}
