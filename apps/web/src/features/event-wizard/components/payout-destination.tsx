import { computeFeeCents } from '@mingle/shared/fees';
import type { PayoutAccount } from '@mingle/shared/schemas/payouts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import {
  accountLabel,
  defaultAccount,
  usePayoutAccounts,
} from '../../../entities/payout-account/api/payout-accounts.ts';
import { FEE_TEXT, formatMoney } from '../../../lib/format.ts';

export interface PayoutDestinationProps {
  /** The event's cheapest paid ticket, to show what a buyer pays on top; null when all are free. */
  samplePriceCents: number | null;
  currency: string;
}

const STATUS: Record<PayoutAccount['status'] | 'none', { label: string; tone: string }> = {
  verified: { label: 'Ready', tone: 'ok' },
  pending: { label: 'Being verified', tone: 'wait' },
  failed: { label: 'Needs attention', tone: 'bad' },
  none: { label: 'Not set up', tone: 'bad' },
};

/**
 * Where this event's ticket money goes: the default payout account and its status, with the
 * action to set one up or fix it; when it becomes available; and the fee buyers pay on top.
 * A free event needs none of it.
 */
export function PayoutDestination({ samplePriceCents, currency }: PayoutDestinationProps) {
  const accounts = usePayoutAccounts();
  if (samplePriceCents === null) {
    return (
      <div className="payout-status">
        <p className="payout-status-title">Free events need no payouts</p>
        <p className="hint">
          Every ticket type is free, so there is no money to send anywhere. If you add a paid ticket later,
          set up payouts then.
        </p>
      </div>
    );
  }

  const account = defaultAccount(accounts.data);
  const status = STATUS[account?.status ?? 'none'];
  const fee = computeFeeCents([{ discountedUnitCents: samplePriceCents, quantity: 1 }]);
  return (
    <>
      {accounts.isPending ? (
        <p className="muted">Looking up your payout account…</p>
      ) : accounts.isError ? (
        <QueryError
          title="Could not load your payout account"
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      ) : (
        <div className="payout-status">
          <p className="payout-status-title">
            Payout account <span className={`payout-badge payout-badge-${status.tone}`}>{status.label}</span>
          </p>
          {account ? (
            <p>
              Ticket money goes to <strong>{accountLabel(account)}</strong>
              {account.status === 'failed' && account.failureReason ? `: ${account.failureReason}` : '.'}
            </p>
          ) : (
            <p>
              You have no payout account yet. You can publish now, but payouts need one: add a payout account
              and verify your identity (a few minutes).
            </p>
          )}
          <ButtonLink
            to="/payout-accounts"
            size="sm"
            variant={account?.status === 'verified' ? 'secondary' : 'primary'}
          >
            {account ? 'Manage payout accounts' : 'Set up payouts'}
          </ButtonLink>
        </div>
      )}
      <p>
        You earn your ticket prices after any promo discounts and refunds. The money becomes available to pay
        out once the event has ended.
      </p>
      <p className="hint">
        Buyers pay a fee of {FEE_TEXT} per paid ticket on top of your price (a{' '}
        {formatMoney(samplePriceCents, currency)} ticket costs them{' '}
        {formatMoney(samplePriceCents + fee, currency)}); it is Mingle's and does not come out of your
        earnings.
      </p>
    </>
  );
}
