import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@mingle/shared/fees';
import { EVENT_LIMITS, ZCancelEventRequest } from '@mingle/shared/schemas/events';
import type { MassRefundPreview } from '@mingle/shared/schemas/tickets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useCancelEvent } from '../../../entities/event/api/cancel-event.ts';
import { useRefundPreview } from '../../../entities/event/api/refund-preview.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';

type Values = z.input<typeof ZCancelEventRequest>;

export interface CancelEventDialogProps {
  eventId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}

function paidTickets(p: MassRefundPreview): string {
  return `${p.ticketCount} paid ${p.ticketCount === 1 ? 'ticket' : 'tickets'}`;
}

/** What happens to the money, said before the host confirms. */
function MoneyNote({ preview, refund }: { preview: MassRefundPreview; refund: boolean }) {
  const money = (cents: number) => formatMoney(cents, preview.currency ?? 'USD');
  if (preview.ticketCount === 0)
    return <p className="muted">No one has paid for a ticket, so nothing is refunded.</p>;
  return refund ? (
    <Alert variant="info" title={`${money(preview.refundCents)} goes back to guests`}>
      {paidTickets(preview)}: each buyer gets the ticket price and the ticketing fee (
      {money(preview.feesRefundedCents)} in all) back on their card as soon as you cancel. Everyone holding a
      ticket is told.
    </Alert>
  ) : (
    <Alert variant="info" title="No one is refunded now">
      {paidTickets(preview)} ({money(preview.refundCents)}) stay paid until you refund them from this page.
    </Alert>
  );
}

/**
 * Cancelling asks for a message (every guest with an RSVP, a ticket or an invitation gets it)
 * and, when tickets were sold, says what happens to the money: by default everyone is refunded,
 * fees included, in the same step.
 */
export function CancelEventDialog({ eventId, title, open, onClose }: CancelEventDialogProps) {
  const form = useForm<Values>({
    resolver: zodResolver(ZCancelEventRequest),
    defaultValues: { message: '', refund: true },
  });
  const cancel = useCancelEvent();
  const preview = useRefundPreview(eventId, open);
  const [problems, setProblems] = useState<string[]>([]);
  const formId = `cancel-${eventId}`;
  const refund = form.watch('refund') ?? true;

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    const sold = preview.data && preview.data.ticketCount > 0;
    try {
      await cancel.mutateAsync({
        id: eventId,
        message: values.message,
        refund: Boolean(sold && values.refund),
        // The server refuses (409) when sales changed since this total was shown.
        ...(sold && values.refund ? { expectedRefundCents: preview.data?.refundCents } : {}),
      });
      onClose();
    } catch (err) {
      setProblems(applyServerErrors(err, form.setError, ['message']));
      void preview.refetch();
    }
  });

  const sold = (preview.data?.ticketCount ?? 0) > 0;
  return (
    <Dialog
      open={open}
      onClose={cancel.isPending ? () => {} : onClose}
      title={`Cancel “${title}”?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            Keep the event
          </Button>
          <Button
            variant="danger"
            type="submit"
            form={formId}
            loading={cancel.isPending}
            disabled={preview.isPending}
          >
            {sold && refund ? 'Cancel and refund everyone' : 'Cancel event'}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <p>
          Guests with a ticket, an RSVP or an invitation get your message by text or e-mail, and the event’s
          link will say it was cancelled. This can’t be undone.
        </p>
        {preview.isPending ? (
          <p className="muted">Working out the refunds…</p>
        ) : preview.isError ? (
          <Alert variant="error">{preview.error.message}</Alert>
        ) : (
          <>
            {sold && (
              <label className="option-row">
                <input type="checkbox" {...form.register('refund')} />
                <span>
                  <strong>Refund everyone now</strong>
                  <span className="muted">Ticket prices and fees go back to each buyer’s card.</span>
                </span>
              </label>
            )}
            <MoneyNote preview={preview.data} refund={refund} />
          </>
        )}
        <TextareaField
          label="Message to your guests"
          rows={4}
          maxLength={EVENT_LIMITS.cancellationMessageMax}
          placeholder="We’re so sorry: the venue flooded."
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
        {problems.length > 0 && <Alert variant="error">{problems.join(' ')}</Alert>}
      </form>
    </Dialog>
  );
}
