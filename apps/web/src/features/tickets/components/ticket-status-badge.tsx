import type { TicketStatus } from '@mingle/shared/schemas/tickets';
import { ticketStatusView } from '../lib/ticket-status.ts';

export function TicketStatusBadge({
  status,
  redeemedAt,
  timeZone,
}: {
  status: TicketStatus;
  redeemedAt: string | null;
  timeZone: string | null;
}) {
  const view = ticketStatusView(status, redeemedAt, timeZone);
  return <span className={`badge ticket-badge ticket-badge-${view.tone}`}>{view.label}</span>;
}
