import { computeFeeCents } from '@mingle/shared/fees';
import { Link } from 'react-router';
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

/**
 * Where this event's ticket money goes (the default payout account, or a short path to add
 * one), when it becomes available, and the fee buyers pay on top.
 */
export function PayoutDestination({ samplePriceCents, currency }: PayoutDestinationProps) {
  const accounts = usePayoutAccounts();
  const account = defaultAccount(accounts.data);
  const fee = samplePriceCents
    ? computeFeeCents([{ discountedUnitCents: samplePriceCents, quantity: 1 }])
    : null;

  if (samplePriceCents === null) {
    return <p>Your event has only free tickets, so there is nothing to pay out.</p>;
  }
  return (
    <>
      {accounts.isPending ? (
        <p className="muted">Looking up your payout account…</p>
      ) : account ? (
        <p>
          Ticket money goes to <strong>{accountLabel(account)}</strong>
          {account.status === 'verified' ? '' : ' (being verified)'}.{' '}
          <Link to="/payout-accounts">Manage payout accounts</Link>
        </p>
      ) : (
        <p>
          You have no payout account yet. You can publish now, but payouts need one:{' '}
          <Link to="/payout-accounts">add a payout account and verify your identity</Link> (a few minutes).
        </p>
      )}
      <p>
        You earn your ticket prices after any promo discounts and refunds. The money becomes available to pay
        out once the event has ended.
      </p>
      <p className="hint">
        Buyers pay a fee of {FEE_TEXT} per paid ticket on top of your price
        {fee !== null
          ? ` (a ${formatMoney(samplePriceCents, currency)} ticket costs them ${formatMoney(samplePriceCents + fee, currency)})`
          : ''}
        ; it is Mingle's and does not come out of your earnings.
      </p>
    </>
  );
}
