import { formatMoney } from '@mingle/shared/fees';
import type { Order } from '@mingle/shared/schemas/orders';
import { REFUND_REASON_MAX, type RefundRequest, ZCreateRefundRequest } from '@mingle/shared/schemas/tickets';
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
  /** The order the ticket belongs to; a refund covers the whole order. */
  order: Order;
}

function refundableCents(order: Order): number {
  return order.subtotalCents - order.discountCents;
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
          ? `${amount} is on its way back to your card.`
          : `${amount} is being returned to your card.`;
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
 * The guest's side of refunds on the Ticket page: ask for one with a reason, then follow it
 * (pending, approved with the money on its way, or declined with the host's message).
 */
export function TicketRefundSection({ order }: TicketRefundSectionProps) {
  const headingId = useId();
  const refundable = order.status === 'paid' && refundableCents(order) > 0;
  const existing = useOrderRefundRequest(order.id, true);
  const create = useCreateRefundRequest(order.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const request = existing.data ?? null;
  if (existing.isPending || (!request && !refundable)) return null;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = ZCreateRefundRequest.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Tell the host why you want a refund');
      return;
    }
    create.mutate(parsed.data, { onSuccess: () => setOpen(false) });
  }

  const canAsk = refundable && (!request || request.status === 'declined');
  const amount = formatMoney(refundableCents(order), order.currency);
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Refund</h2>
      {request && <RequestStatus request={request} />}
      {canAsk && (
        <>
          <p className="muted">
            A refund covers the whole order ({amount}, the ticket price). The ticketing fee is not refunded.
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
            <Button onClick={() => submit()} loading={create.isPending}>
              Send request
            </Button>
          </>
        }
      >
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">
            The host decides. If they approve, {amount} goes back to your card and the tickets of this order
            stop working.
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
