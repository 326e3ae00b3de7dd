import type { PayoutAccount, PayoutProviderName } from '@mingle/shared/schemas/payouts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { accountLabel } from '../../../entities/payout-account/api/payout-accounts.ts';
import { useAddPayoutAccount, useRemovePayoutAccount } from '../api/payout-accounts.ts';
import { AddAccountForm } from './add-account-form.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The organization's accounts, masked, with their status and which one is the default. */
export function PayoutAccountsSection({
  accounts,
  provider,
}: {
  accounts: PayoutAccount[];
  provider: PayoutProviderName;
}) {
  const [adding, setAdding] = useState(false);
  const remove = useRemovePayoutAccount();
  const add = useAddPayoutAccount();

  /** Stripe collects bank details in its own onboarding: create the account and go there. */
  async function startStripeOnboarding() {
    const account = await add.mutateAsync({});
    if (account.onboardingUrl) window.location.assign(account.onboardingUrl);
  }

  return (
    <section className="card stack" aria-labelledby="accounts-title">
      <h2 id="accounts-title">Payout accounts</h2>
      {accounts.length === 0 && !adding && (
        <p className="muted">
          No payout account yet. Add the bank account your ticket money should go to; it is verified in a few
          seconds.
        </p>
      )}
      {accounts.length > 0 && (
        <ul className="payouts-list">
          {accounts.map((a) => (
            <li key={a.id} className="payouts-item">
              <div className="payouts-item-main">
                <strong>{accountLabel(a)}</strong>
                <span className="muted">
                  {a.accountHolderName ?? (a.status === 'pending' ? 'Finish onboarding at Stripe' : '')}
                  {a.isDefault ? ' · Default' : ''}
                </span>
              </div>
              <div className="row">
                <StatusBadge status={a.status} />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove.mutate(a.id)}
                  disabled={remove.isPending}
                  aria-label={`Remove ${accountLabel(a)}`}
                >
                  Remove
                </Button>
              </div>
              {a.failureReason && <p className="payouts-item-reason">{a.failureReason}</p>}
            </li>
          ))}
        </ul>
      )}
      {remove.error && <Alert variant="error">{remove.error.message}</Alert>}
      {add.error && <Alert variant="error">{add.error.message}</Alert>}
      {provider === 'stripe' ? (
        <div>
          <Button
            variant={accounts.length === 0 ? 'primary' : 'secondary'}
            onClick={() => void startStripeOnboarding().catch(() => {})}
            loading={add.isPending}
          >
            Add a payout account with Stripe
          </Button>
        </div>
      ) : adding ? (
        <AddAccountForm onDone={() => setAdding(false)} />
      ) : (
        <div>
          <Button variant={accounts.length === 0 ? 'primary' : 'secondary'} onClick={() => setAdding(true)}>
            Add a payout account
          </Button>
        </div>
      )}
    </section>
  );
}
