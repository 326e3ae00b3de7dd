import { zodResolver } from '@hookform/resolvers/zod';
import { SECTION_LABELS } from '@mingle/shared/labels';
import type { KycStatus, PayoutAccount, PayoutBalance } from '@mingle/shared/schemas/payouts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { accountLabel } from '../../../entities/payout-account/api/payout-accounts.ts';
import { formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useRequestPayout } from '../api/payouts.ts';
import { centsToInput, inputToCents, payoutAmountForm } from '../lib/amount.ts';

export interface PayoutRequestSectionProps {
  balance: PayoutBalance;
  account: PayoutAccount | null;
  kycStatus: KycStatus;
}

/** What stands between the host and a payout, in the order to fix it; null when nothing does. */
function blocker({ balance, account, kycStatus }: PayoutRequestSectionProps): string | null {
  if (kycStatus !== 'Completed') return 'Verify your identity below first.';
  if (!account) return 'Add a payout account below first.';
  if (account.status !== 'verified') return 'Your payout account is still being verified.';
  if (balance.availableCents <= 0) {
    return balance.pendingCents > 0
      ? `${formatMoney(balance.pendingCents, balance.currency)} becomes available once your events end.`
      : 'Nothing to pay out yet. Money from ticket sales becomes available once each event ends.';
  }
  return null;
}

/** The Payout Request: an amount (the whole available balance by default), then a confirm step. */
export function PayoutRequestSection(props: PayoutRequestSectionProps) {
  const { balance, account } = props;
  const schema = useMemo(() => payoutAmountForm(balance.availableCents), [balance.availableCents]);
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(schema),
    values: { amount: centsToInput(Math.max(0, balance.availableCents)) },
    resetOptions: { keepDirtyValues: true },
  });
  const request = useRequestPayout();
  const [confirming, setConfirming] = useState<{ cents: number; key: string } | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const waitingFor = blocker(props);

  const review = form.handleSubmit(({ amount }) => {
    setDone(null);
    request.reset();
    setConfirming({ cents: inputToCents(amount) ?? 0, key: newIdempotencyKey() });
  });

  async function confirm() {
    if (!confirming || !account) return;
    try {
      await request.mutateAsync({
        body: { amountCents: confirming.cents, payoutAccountId: account.id },
        key: confirming.key,
      });
      setDone(confirming.cents);
      setConfirming(null);
      form.reset();
    } catch {
      setConfirming(null);
    }
  }

  return (
    <section className="card stack" aria-labelledby="payout-request-title">
      <h2 id="payout-request-title">{SECTION_LABELS.payoutRequest}</h2>
      {done !== null && (
        <Alert variant="success">
          {/* Said once, when asked for: the payout's state (Paid included) is followed in the list. */}
          Payout of {formatMoney(done, balance.currency)} requested. Follow it under {SECTION_LABELS.payouts}.
        </Alert>
      )}
      {waitingFor ? (
        <p className="muted">{waitingFor}</p>
      ) : confirming && account ? (
        <div className="payout-confirm stack">
          <p>
            Pay out <strong className="money">{formatMoney(confirming.cents, balance.currency)}</strong> to{' '}
            {accountLabel(account)}?
          </p>
          <div className="row">
            <Button onClick={() => void confirm()} loading={request.isPending}>
              Confirm payout
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={request.isPending}>
              Change amount
            </Button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={review} noValidate aria-label={SECTION_LABELS.payoutRequest}>
          <TextField
            label={`Amount (${balance.currency})`}
            inputMode="decimal"
            hint={`Up to ${formatMoney(balance.availableCents, balance.currency)}, to ${account ? accountLabel(account) : ''}.`}
            error={form.formState.errors.amount?.message}
            {...form.register('amount')}
          />
          <div>
            <Button type="submit">Review payout</Button>
          </div>
        </form>
      )}
      {request.error && <Alert variant="error">{request.error.message}</Alert>}
    </section>
  );
}
