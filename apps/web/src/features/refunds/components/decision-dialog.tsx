import { formatMoney } from '@mingle/shared/fees';
import { REFUND_REASON_MAX, type RefundRequest } from '@mingle/shared/schemas/tickets';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { type RefundDecision, useDecideRefundRequest } from '../api/decide-refund-request.ts';
import { ticketOwners } from '../lib/ticket-owners.ts';

export interface DecisionDialogProps {
  target: { request: RefundRequest; decision: RefundDecision } | null;
  onClose: () => void;
}

/** Approve or decline a refund with an optional message to the guest. */
export function DecisionDialog({ target, onClose }: DecisionDialogProps) {
  const decide = useDecideRefundRequest();
  const [message, setMessage] = useState('');

  function close() {
    setMessage('');
    decide.reset();
    onClose();
  }

  if (!target) return null;
  const { request, decision } = target;
  const approve = decision === 'approve';
  const amount = formatMoney(request.amountCents, request.currency);
  const who = request.requester?.firstName ?? 'the guest';

  function confirm() {
    decide.mutate(
      { requestId: request.id, decision, body: { message: message.trim() || undefined } },
      { onSuccess: close },
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      title={approve ? `Refund ${amount}?` : 'Decline this refund?'}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button variant={approve ? 'primary' : 'danger'} loading={decide.isPending} onClick={confirm}>
            {approve ? 'Approve refund' : 'Decline refund'}
          </Button>
        </>
      }
    >
      <div className="stack">
        <p>
          {approve
            ? `${amount} goes back to the card that paid${request.feeCents === 0 ? ' (the ticketing fee is kept)' : ''}. The ${request.ticketCount === 1 ? 'ticket stops' : `${request.ticketCount} tickets stop`} working and return to sale.`
            : `${who} keeps the tickets and is told you declined.`}
        </p>
        {request.tickets.length > 0 && (
          <div>
            <p className="label">Whose tickets</p>
            <ul className="refund-owners">
              {ticketOwners(request).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {approve && request.tickets.some((t) => t.claimedByFriend) && (
              <p className="muted">Whoever holds a refunded ticket is told it no longer admits them.</p>
            )}
          </div>
        )}
        <TextareaField
          label={`Message to ${who} (optional)`}
          value={message}
          maxLength={REFUND_REASON_MAX}
          onChange={(e) => setMessage(e.target.value)}
          rows={3}
        />
        {decide.error && <Alert variant="error">{decide.error.message}</Alert>}
      </div>
    </Dialog>
  );
}
