import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_LIMITS, ZCancelEventRequest } from '@mingle/shared/schemas/events';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useCancelEvent } from '../../../entities/event/api/cancel-event.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';

type Values = z.input<typeof ZCancelEventRequest>;

export interface CancelEventDialogProps {
  eventId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}

/** Cancelling asks for a message: every guest with an RSVP or invitation receives it. */
export function CancelEventDialog({ eventId, title, open, onClose }: CancelEventDialogProps) {
  const form = useForm<Values>({
    resolver: zodResolver(ZCancelEventRequest),
    defaultValues: { message: '' },
  });
  const cancel = useCancelEvent();
  const [problems, setProblems] = useState<string[]>([]);
  const formId = `cancel-${eventId}`;

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    try {
      await cancel.mutateAsync({ id: eventId, message: values.message });
      onClose();
    } catch (err) {
      setProblems(applyServerErrors(err, form.setError, ['message']));
    }
  });

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
          <Button variant="danger" type="submit" form={formId} loading={cancel.isPending}>
            Cancel event
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <p>
          Guests with an RSVP or an invitation get your message by text or e-mail, and the event’s link will
          say it was cancelled. This can’t be undone.
        </p>
        <TextareaField
          label="Message to your guests"
          rows={4}
          maxLength={EVENT_LIMITS.cancellationMessageMax}
          placeholder="We’re so sorry: the venue flooded. Tickets are refunded."
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
        {problems.length > 0 && <Alert variant="error">{problems.join(' ')}</Alert>}
      </form>
    </Dialog>
  );
}
