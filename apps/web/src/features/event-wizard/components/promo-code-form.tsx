import { zodResolver } from '@hookform/resolvers/zod';
import type { TicketType } from '@mingle/shared/schemas/events';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormProblems } from '../../../components/ui/form-problems.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCreatePromoCode } from '../api/promo-codes.ts';
import {
  PROMO_CODE_ALIASES,
  PROMO_CODE_DEFAULTS,
  PROMO_CODE_FIELDS,
  type PromoCodeValues,
  promoCodeRequest,
  promoCodeSchema,
} from '../lib/promo-code-form.ts';
import { useClearServerErrors } from '../lib/use-clear-server-errors.ts';

export interface PromoCodeFormProps {
  eventId: string;
  timeZone: string;
  currency: string;
  ticketTypes: readonly TicketType[];
  onDone: () => void;
}

/** A new promo code: percent or amount off, how many uses, until when, for which ticket types. */
export function PromoCodeForm({ eventId, timeZone, currency, ticketTypes, onDone }: PromoCodeFormProps) {
  const schema = useMemo(() => promoCodeSchema(ticketTypes, timeZone), [ticketTypes, timeZone]);
  const form = useForm<PromoCodeValues>({
    resolver: zodResolver(schema),
    defaultValues: PROMO_CODE_DEFAULTS,
  });
  useClearServerErrors(form);
  const create = useCreatePromoCode(eventId);
  const [problems, setProblems] = useState<string[]>([]);
  const kind = form.watch('kind');
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    try {
      await create.mutateAsync(promoCodeRequest(values, timeZone));
      onDone();
    } catch (err) {
      setProblems(applyServerErrors(err, form.setError, PROMO_CODE_FIELDS, PROMO_CODE_ALIASES));
    }
  });

  return (
    <form className="sub-form stack" onSubmit={submit} noValidate aria-label="New promo code">
      <h3 className="sub-form-title">New promo code</h3>
      <TextField
        label="Code"
        placeholder="EARLYBIRD"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        hint="3 to 20 letters and digits; guests type it at checkout."
        error={errors.code?.message}
        {...form.register('code')}
      />
      <fieldset className="radio-cards">
        <legend className="visually-hidden">Kind of discount</legend>
        <label className="radio-card">
          <input type="radio" value="percent" {...form.register('kind')} />
          <span>
            <strong>Percent off</strong>
          </span>
        </label>
        <label className="radio-card">
          <input type="radio" value="amount" {...form.register('kind')} />
          <span>
            <strong>Amount off</strong>
          </span>
        </label>
      </fieldset>
      <div className="field-pair">
        <TextField
          label={kind === 'percent' ? 'Percent off' : `Amount off each ticket (${currency})`}
          inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
          placeholder={kind === 'percent' ? '20' : '5.00'}
          error={errors.value?.message}
          {...form.register('value')}
        />
        <TextField
          label="Uses (optional)"
          inputMode="numeric"
          placeholder="Unlimited"
          error={errors.maxUses?.message}
          {...form.register('maxUses')}
        />
      </div>
      <TextField
        label="Valid until (optional)"
        type="datetime-local"
        hint={`In ${timeZone}.`}
        error={errors.validUntil?.message}
        {...form.register('validUntil')}
      />
      {ticketTypes.length > 1 && (
        <fieldset className="promo-types">
          <legend className="label">Applies to</legend>
          <p className="hint">Leave all unticked for every ticket type.</p>
          {ticketTypes.map((t) => (
            <label key={t.id} className="check-row">
              <input type="checkbox" value={t.id} {...form.register('ticketTypeIds')} />
              <span>{t.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <FormProblems problems={problems} />
      <div className="row">
        <Button type="submit" loading={create.isPending}>
          Add promo code
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
