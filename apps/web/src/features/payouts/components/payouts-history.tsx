import { SECTION_LABELS } from '@mingle/shared/labels';
import { LoadMore, QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { usePayouts } from '../api/payouts.ts';
import { StatusBadge } from './status-badge.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every payout, newest first, 20 at a time, with its status and why one failed. */
export function PayoutsHistory() {
  const query = usePayouts();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="card stack" aria-labelledby="payouts-title">
      <h2 id="payouts-title">{SECTION_LABELS.payouts}</h2>
      {query.isPending && <Spinner />}
      {query.error && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && items.length === 0 && (
        <p className="muted">
          No payouts yet. Each payout you request appears here with its status, from Requested to Paid.
        </p>
      )}
      {items.length > 0 && (
        <ul className="payouts-list" aria-label={SECTION_LABELS.payouts}>
          {items.map((p) => (
            <li key={p.id} className="payouts-item" data-testid="payout-row">
              <div className="payouts-item-main">
                <span className="money">{formatMoney(p.amountCents, p.currency)}</span>
                <span className="muted">
                  {dateFormat.format(new Date(p.createdAt))} · ••••{p.accountLast4}
                </span>
              </div>
              <StatusBadge status={p.status} />
              {p.failureReason && (
                <p className="payouts-item-reason">
                  {p.failureReason}. The amount is back in your available balance.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} />
    </section>
  );
}
