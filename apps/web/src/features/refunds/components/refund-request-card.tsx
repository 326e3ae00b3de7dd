import { formatMoney } from '@mingle/shared/fees';
import type { RefundRequest } from '@mingle/shared/schemas/tickets';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoment } from '../../../entities/event/lib/event-time.ts';
import type { RefundDecision } from '../api/decide-refund-request.ts';
import { ticketOwners } from '../lib/ticket-owners.ts';

const STATUS_LABEL: Record<RefundRequest['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

function moneyState(request: RefundRequest): string | null {
  if (request.status !== 'approved' || !request.refundStatus) return null;
  if (request.refundStatus === 'succeeded') return 'Refunded to the card';
  if (request.refundStatus === 'failed') return 'The provider could not refund it yet';
  return 'Refund on its way';
}

export interface RefundRequestCardProps {
  request: RefundRequest;
  onDecide: (request: RefundRequest, decision: RefundDecision) => void;
}

/** One guest's request: the order, the reason, and Approve / Decline while it is pending. */
export function RefundRequestCard({ request, onDecide }: RefundRequestCardProps) {
  const who = request.requester?.firstName ?? 'A guest';
  const tickets = `${request.ticketCount} ${request.ticketCount === 1 ? 'ticket' : 'tickets'}`;
  const money = moneyState(request);
  return (
    <li className="card refund-card">
      <div className="refund-card-head">
        <h2>{request.event.title ?? 'Untitled event'}</h2>
        <span className={`badge badge-${request.status}`}>{STATUS_LABEL[request.status]}</span>
      </div>
      <p className="refund-meta">
        <strong>{who}</strong> · {tickets} ·{' '}
        <span className="refund-amount">{formatMoney(request.amountCents, request.currency)}</span>
        <span className="muted">{request.feeCents > 0 ? ' (fee included)' : ' (fee kept)'}</span>
      </p>
      {request.tickets.length > 0 && <p className="muted refund-meta">{ticketOwners(request).join(' · ')}</p>}
      <blockquote className="refund-reason">{request.reason}</blockquote>
      <p className="muted refund-meta">
        Asked {formatMoment(request.createdAt)}
        {request.decidedAt && ` · decided ${formatMoment(request.decidedAt)}`}
        {money && ` · ${money}`}
      </p>
      {request.decisionMessage && <p className="refund-meta">Your message: “{request.decisionMessage}”</p>}
      {request.status === 'pending' && (
        <div className="row refund-actions">
          <Button size="sm" onClick={() => onDecide(request, 'approve')}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDecide(request, 'decline')}>
            Decline
          </Button>
        </div>
      )}
    </li>
  );
}
