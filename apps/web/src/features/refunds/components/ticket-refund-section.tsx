import { formatMoney } from '@mingle/shared/fees';
import {
  REFUND_REASON_MAX,
  type RefundRequest,
  type TicketSummary,
  ZCreateRefundRequest,
} from '@mingle/shared/schemas/tickets';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { formatMoment } from '../../../entities/event/lib/event-time.ts';
import { useCreateRefundRequest } from '../api/create-refund-request.ts';
import { useOrderRefundRequest } from '../api/get-order-refund-request.ts';
import '../refunds.css';

export interface TicketRefundSectionProps {
  orderId: string;
  /** The order's tickets the signed-in person holds (a buyer's given-away tickets are not theirs). */
  tickets: readonly TicketSummary[];
}

const ADMITS: readonly TicketSummary['status'][] = ['valid', 'redeemed'];

function ticketLabel(t: TicketSummary, i: number, all: readonly TicketSummary[]): string {
  const sameType = all.filter((x) => x.ticketType.name === t.ticketType.name);
  const n = sameType.length > 1 ? ` (${sameType.indexOf(t) + 1} of ${sameType.length})` : '';
  return `${t.ticketType.name}${n || (all.length > 1 ? ` ${i + 1}` : '')}`;
}

function RequestStatus({ request }: { request: RefundRequest }) {
  const amount = formatMoney(request.amountCents, request.currency);
  if (request.status === 'pending') {
    return (
      <Alert variant="info" title="Refund requested">
        You asked on {formatMoment(request.createdAt)}. The host will approve or decline it; we'll let you
        know either way.
      </Alert>
    );
  }
  if (request.status === 'approved') {
    const money =
      request.refundStatus === 'failed'
        ? 'The payment provider could not send the money back yet; the host has been told.'
        : request.refundStatus === 'succeeded'
          ? `${amount} is on its way back to the card that paid.`
          : `${amount} is being returned to the card that paid.`;
    return (
      <Alert variant="success" title="Refund approved">
        {money} {request.decisionMessage && <q className="refund-message">{request.decisionMessage}</q>}
      </Alert>
    );
  }
  return (
    <Alert variant="error" title="Refund declined">
      The host declined your request.{' '}
      {request.decisionMessage && <q className="refund-message">{request.decisionMessage}</q>}
    </Alert>
  );
}

/**
 * The guest's side of refunds on the Ticket page: pick which of the tickets they hold to
 * refund and say why, then follow the request (pending, approved with the money on its way, or
 * declined with the host's message). Tickets given to friends are theirs and never listed.
 */
export function TicketRefundSection({ orderId, tickets }: TicketRefundSectionProps) {
  const headingId = useId();
  const existing = useOrderRefundRequest(orderId, true);
  const create = useCreateRefundRequest(orderId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const request = existing.data ?? null;
  const asked = new Set(request?.status === 'pending' ? request.tickets.map((t) => t.id) : []);
  const pickable = tickets.filter(
    (t) => ADMITS.includes(t.status) && t.ticketType.pricePaidCents > 0 && !asked.has(t.id),
  );
  const [unpicked, setUnpicked] = useState<ReadonlySet<string>>(new Set());
  const picked = pickable.filter((t) => !unpicked.has(t.id));

  if (existing.isPending || (!request && pickable.length === 0)) return null;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = ZCreateRefundRequest.safeParse({ reason, ticketIds: picked.map((t) => t.id) });
    if (!parsed.success) {
      setReasonError(
        parsed.error.issues.find((i) => i.path[0] === 'reason')?.message ??
          (picked.length === 0 ? null : 'Tell the host why you want a refund'),
      );
      return;
    }
    create.mutate(parsed.data, { onSuccess: () => setOpen(false) });
  }

  function toggle(id: string) {
    setUnpicked((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const currency = pickable[0]?.ticketType.currency ?? request?.currency ?? 'USD';
  const amount = formatMoney(
    picked.reduce((sum, t) => sum + t.ticketType.pricePaidCents, 0),
    currency,
  );
  const canAsk = pickable.length > 0;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Refund</h2>
      {request && <RequestStatus request={request} />}
      {canAsk && (
        <>
          <p className="muted">
            You can ask for a refund of the {pickable.length === 1 ? 'ticket' : 'tickets'} you hold (the
            ticket price). The ticketing fee is not refunded.
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Request a refund
          </Button>
        </>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Request a refund"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button onClick={() => submit()} loading={create.isPending} disabled={picked.length === 0}>
              Send request
            </Button>
          </>
        }
      >
        <form className="stack" onSubmit={submit} noValidate>
          {pickable.length > 1 ? (
            <fieldset className="stack refund-pick">
              <legend className="label">Which tickets?</legend>
              {pickable.map((t, i) => (
                <label key={t.id} className="option-row">
                  <input type="checkbox" checked={!unpicked.has(t.id)} onChange={() => toggle(t.id)} />
                  <span>
                    <strong>{ticketLabel(t, i, pickable)}</strong>
                    <span className="muted">
                      {formatMoney(t.ticketType.pricePaidCents, t.ticketType.currency)}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <p className="muted">
            {picked.length === 0
              ? 'Pick at least one ticket.'
              : `The host decides. If they approve, ${amount} goes back to the card that paid and ${picked.length === 1 ? 'this ticket stops' : `these ${picked.length} tickets stop`} working. Tickets you gave to friends stay theirs.`}
          </p>
          <TextareaField
            label="Why do you want a refund?"
            value={reason}
            maxLength={REFUND_REASON_MAX}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
            error={reasonError ?? create.error?.message}
          />
        </form>
      </Dialog>
    </section>
  );
}
