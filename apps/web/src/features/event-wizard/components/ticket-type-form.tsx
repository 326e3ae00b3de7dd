import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_LIMITS, type TicketType } from '@mingle/shared/schemas/events';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormProblems } from '../../../components/ui/form-problems.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSaveTicketType } from '../api/ticket-types.ts';
import {
  CURRENCIES,
  TicketTypeForm as Schema,
  TICKET_TYPE_ALIASES,
  TICKET_TYPE_FIELDS,
  type TicketTypeValues,
  ticketTypeDefaults,
  ticketTypeRequest,
} from '../lib/ticket-type-form.ts';
import { useClearServerErrors } from '../lib/use-clear-server-errors.ts';

export interface TicketTypeFormProps {
  eventId: string;
  timeZone: string;
  /** null to add a new one. */
  ticketType: TicketType | null;
  /** Every ticket type of an event shares one currency; set once the first exists. */
  lockedCurrency: string | null;
  /** The event has a tax: the host may exempt this type from it. */
  taxed: boolean;
  onDone: () => void;
}

/** Add or change one ticket type: name, free or price, quantity, sales window, max per order. */
export function TicketTypeForm({
  eventId,
  timeZone,
  ticketType,
  lockedCurrency,
  taxed,
  onDone,
}: TicketTypeFormProps) {
  const form = useForm<TicketTypeValues>({
    resolver: zodResolver(Schema),
    defaultValues: ticketTypeDefaults(ticketType, lockedCurrency ?? 'USD', timeZone),
  });
  useClearServerErrors(form);
  const save = useSaveTicketType(eventId);
  const [problems, setProblems] = useState<string[]>([]);
  const free = form.watch('free');
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    const body = ticketTypeRequest(values, timeZone);
    try {
      if (ticketType) await save.mutateAsync({ ticketTypeId: ticketType.id, body });
      else await save.mutateAsync({ ticketTypeId: null, body });
      onDone();
    } catch (err) {
      setProblems(applyServerErrors(err, form.setError, TICKET_TYPE_FIELDS, TICKET_TYPE_ALIASES));
    }
  });

  const title = ticketType ? `Change “${ticketType.name}”` : 'New ticket type';
  return (
    // A separate form, not nested in the step's form: it saves on its own.
    <form className="sub-form stack" onSubmit={submit} noValidate aria-label={title}>
      <h3 className="sub-form-title">{title}</h3>
      <TextField
        label="Name"
        placeholder="General admission"
        maxLength={EVENT_LIMITS.ticketNameMax}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <label className="check-row">
        <input type="checkbox" {...form.register('free')} />
        <span>
          <strong>Free ticket</strong>
          <span className="hint">Guests RSVP instead of paying. Free tickets carry no fee.</span>
        </span>
      </label>
      {!free && (
        <div className="field-pair">
          <TextField
            label="Price"
            inputMode="decimal"
            placeholder="12.50"
            error={errors.price?.message}
            {...form.register('price')}
          />
          <SelectField
            label="Currency"
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            disabled={lockedCurrency !== null}
            hint={lockedCurrency ? 'One currency per event.' : undefined}
            error={errors.currency?.message}
            {...form.register('currency')}
          />
        </div>
      )}
      {taxed && !free && (
        <label className="check-row">
          <input type="checkbox" {...form.register('taxable')} />
          <span>
            <strong>The event's tax applies</strong>
            <span className="hint">Untick for a donation or anything exempt from the tax.</span>
          </span>
        </label>
      )}
      <div className="field-pair">
        <TextField
          label="Quantity"
          inputMode="numeric"
          error={errors.quantity?.message}
          {...form.register('quantity')}
        />
        <TextField
          label="Max per order (optional)"
          inputMode="numeric"
          placeholder="No limit"
          error={errors.maxPerOrder?.message}
          {...form.register('maxPerOrder')}
        />
      </div>
      <div className="field-pair">
        <TextField
          label="Sales start (optional)"
          type="datetime-local"
          hint={`In ${timeZone}. Empty: on sale when you publish.`}
          error={errors.salesStart?.message}
          {...form.register('salesStart')}
        />
        <TextField
          label="Sales end (optional)"
          type="datetime-local"
          hint="Empty: until the event starts."
          error={errors.salesEnd?.message}
          {...form.register('salesEnd')}
        />
      </div>
      <FormProblems problems={problems} />
      <div className="row">
        <Button type="submit" loading={save.isPending}>
          {ticketType ? 'Save ticket type' : 'Add ticket type'}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
