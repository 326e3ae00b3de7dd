import type { PayoutAccount } from '@mingle/shared/schemas/payouts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useRemovePayoutAccount } from '../api/payout-accounts.ts';
import { AddAccountForm } from './add-account-form.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The organization's accounts, masked, with their status and which one is the default. */
export function PayoutAccountsSection({ accounts }: { accounts: PayoutAccount[] }) {
  const [adding, setAdding] = useState(false);
  const remove = useRemovePayoutAccount();

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
                <strong>
                  {a.bankName ?? 'Bank account'} ••••{a.last4}
                </strong>
                <span className="muted">
                  {a.accountHolderName}
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
                  aria-label={`Remove account ending ${a.last4}`}
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
      {adding ? (
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
