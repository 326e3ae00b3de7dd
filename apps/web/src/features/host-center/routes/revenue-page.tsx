import { FEE_FIXED_CENTS, FEE_PERCENT } from '@mingle/shared/constants';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { WalletIcon } from '../../../components/ui/icons.tsx';

/** /host-center/analytics/revenue */
export default function RevenuePage() {
  return (
    <section aria-labelledby="revenue-title">
      <h2 id="revenue-title" className="visually-hidden">
        Revenue
      </h2>
      <EmptyState title="No revenue yet" icon={<WalletIcon />} headingLevel={3}>
        Ticket sales, refunds and your available balance will be charted here by day, for Today, the Last 7
        Days, the Last 30 Days or All time. Buyers pay the {FEE_PERCENT}% + ${FEE_FIXED_CENTS / 100} ticketing
        fee on top of your price.
      </EmptyState>
    </section>
  );
}
