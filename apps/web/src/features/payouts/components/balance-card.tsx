import type { PayoutBalance } from '@mingle/shared/schemas/payouts';
import { formatMoney } from '../../../lib/format.ts';

/** Available, pending and paid-out money; a negative balance is shown as owed. */
export function BalanceCard({ balance }: { balance: PayoutBalance }) {
  const owed = balance.owedCents > 0;
  return (
    <section className="card" aria-labelledby="balance-title">
      <h2 id="balance-title">Balance</h2>
      <div className="balance-card">
        <div className={owed ? 'balance-figure balance-owed' : 'balance-figure'}>
          <span className="muted">{owed ? 'Owed' : 'Available'}</span>
          <strong data-testid="available-balance">
            {formatMoney(owed ? balance.owedCents : balance.availableCents, balance.currency)}
          </strong>
          <span className="hint">
            {owed
              ? 'A refund after a payout left this owing; it comes off your next earnings.'
              : 'From events that ended over a day ago (the payout hold), after refunds and payouts.'}
          </span>
        </div>
        <div className="balance-figure">
          <span className="muted">Pending</span>
          <strong>{formatMoney(balance.pendingCents, balance.currency)}</strong>
          <span className="hint">From events not yet ended, or ended within the last day.</span>
        </div>
        <div className="balance-figure">
          <span className="muted">Paid out</span>
          <strong>{formatMoney(balance.paidOutCents, balance.currency)}</strong>
          <span className="hint">
            {balance.inFlightCents > 0
              ? `${formatMoney(balance.inFlightCents, balance.currency)} on its way to your bank.`
              : 'Sent to your bank so far.'}
          </span>
        </div>
      </div>
    </section>
  );
}
