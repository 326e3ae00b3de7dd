import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreatePayoutAccountRequest } from '@mingle/shared/schemas/payouts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormProblems } from '../../../components/ui/form-problems.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useAddPayoutAccount } from '../api/payout-accounts.ts';

type Values = z.input<typeof ZCreatePayoutAccountRequest>;
const FIELDS = ['accountHolderName', 'routingNumber', 'accountNumber'] as const;

/** A US bank account: the numbers go to the payout provider; Mingle keeps the last 4 digits. */
export function AddAccountForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Values, unknown, z.output<typeof ZCreatePayoutAccountRequest>>({
    resolver: zodResolver(ZCreatePayoutAccountRequest),
    defaultValues: {
      accountHolderName: '',
      routingNumber: '',
      accountNumber: '',
      country: 'US',
      currency: 'USD',
    },
  });
  const add = useAddPayoutAccount();
  const [problems, setProblems] = useState<string[]>([]);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    try {
      await add.mutateAsync(values);
      form.reset();
      onDone();
    } catch (err) {
      setProblems(applyServerErrors(err, form.setError, FIELDS));
    }
  });

  return (
    <form className="payout-confirm stack" onSubmit={submit} noValidate aria-label="Add a payout account">
      <TextField
        label="Account holder name"
        autoComplete="name"
        error={errors.accountHolderName?.message}
        {...form.register('accountHolderName')}
      />
      <TextField
        label="Routing number"
        inputMode="numeric"
        autoComplete="off"
        hint="9 digits, printed at the bottom left of a check."
        error={errors.routingNumber?.message}
        {...form.register('routingNumber')}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        hint="4 to 17 digits. Only the last 4 are kept and shown."
        error={errors.accountNumber?.message}
        {...form.register('accountNumber')}
      />
      <FormProblems problems={problems} />
      <div className="row">
        <Button type="submit" loading={add.isPending}>
          Add account
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
