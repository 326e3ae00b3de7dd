import type { TaxSetting } from '@mingle/shared/schemas/taxes';
import { formatRate } from '@mingle/shared/tax-labels';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { FormProblems } from '../../../components/ui/form-problems.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { type TaxOwner, useSaveTax, useTaxSetting } from '../api/tax-settings.ts';
import { rateMilliFromText, rateText } from '../lib/rate.ts';
import './tax-settings.css';

interface TaxValues {
  name: string;
  rate: string;
  mode: 'exclusive' | 'inclusive';
  registrationNumber: string;
}
const FIELDS = ['name', 'rate', 'mode', 'registrationNumber'] as const;
const ALIASES = { rateMilli: 'rate' } as const;

const MODE_CHOICES = [
  { value: 'exclusive', label: 'Added at checkout' },
  { value: 'inclusive', label: 'Included in my prices' },
];

function valuesOf(tax: TaxSetting | null): TaxValues {
  return tax
    ? {
        name: tax.name,
        rate: rateText(tax.rateMilli),
        mode: tax.mode,
        registrationNumber: tax.registrationNumber ?? '',
      }
    : { name: 'Sales tax', rate: '', mode: 'exclusive', registrationNumber: '' };
}

/** "Sales tax 8.875%, added at checkout". */
function summary(tax: TaxSetting): string {
  const how = tax.mode === 'exclusive' ? 'added at checkout' : 'included in the prices';
  return `${tax.name} ${formatRate(tax.rateMilli)}, ${how}`;
}

export interface TaxSettingsProps {
  owner: TaxOwner;
  /** What a tax here does, under the title. */
  intro: string;
  headingId: string;
}

/**
 * The tax of an event, or the default of an organization: none, or a name, a rate with up to
 * three decimals and whether it is added to the prices or included in them.
 */
export function TaxSettings({ owner, intro, headingId }: TaxSettingsProps) {
  const current = useTaxSetting(owner);
  const [editing, setEditing] = useState(false);
  if (current.isError) {
    return (
      <QueryError
        title="Could not load the tax"
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  }
  if (current.isPending) return <p className="muted">Loading the tax…</p>;
  const tax = current.data;
  if (editing)
    return <TaxForm owner={owner} tax={tax} headingId={headingId} onDone={() => setEditing(false)} />;
  return (
    <div className="tax-summary">
      <p className="muted">{intro}</p>
      <p className="tax-summary-line">
        {tax ? summary(tax) : 'No tax: guests pay the ticket prices as listed.'}
        {tax?.registrationNumber && (
          <span className="hint"> · Registration number {tax.registrationNumber}</span>
        )}
      </p>
      <div className="row">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {tax ? 'Change tax' : 'Add a tax'}
        </Button>
        {tax && <RemoveTax owner={owner} />}
      </div>
    </div>
  );
}

function RemoveTax({ owner }: { owner: TaxOwner }) {
  const { remove } = useSaveTax(owner);
  return (
    <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
      Remove tax
    </Button>
  );
}

function TaxForm({
  owner,
  tax,
  headingId,
  onDone,
}: {
  owner: TaxOwner;
  tax: TaxSetting | null;
  headingId: string;
  onDone: () => void;
}) {
  const form = useForm<TaxValues>({ defaultValues: valuesOf(tax) });
  const { save } = useSaveTax(owner);
  const [problems, setProblems] = useState<string[]>([]);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    const rateMilli = rateMilliFromText(values.rate);
    if (rateMilli === null) {
      form.setError(
        'rate',
        { type: 'format', message: 'Enter the rate in percent, e.g. 8.875' },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await save.mutateAsync({
        mode: values.mode,
        rateMilli,
        name: values.name,
        registrationNumber: values.registrationNumber || null,
      });
      onDone();
    } catch (err) {
      setProblems(applyServerErrors(err, form.setError, FIELDS, ALIASES));
    }
  });

  return (
    <form className="tax-form stack" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <FormProblems problems={problems} />
      <div className="tax-form-pair">
        <TextField
          label="Tax name"
          maxLength={20}
          hint="As on receipts, e.g. VAT"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Rate (%)"
          inputMode="decimal"
          placeholder="8.875"
          hint="Up to three decimals"
          error={errors.rate?.message}
          {...form.register('rate')}
        />
      </div>
      <ChoiceGroup
        legend="Ticket prices"
        look="chips"
        choices={MODE_CHOICES}
        registration={form.register('mode')}
        error={errors.mode?.message}
      />
      <TextField
        label="Registration number (optional)"
        hint="Printed on receipts"
        maxLength={40}
        error={errors.registrationNumber?.message}
        {...form.register('registrationNumber')}
      />
      <div className="row">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save tax
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
