import { SECTION_LABELS } from '@mingle/shared/labels';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { WalletIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /payout-accounts: where the host's money goes, and the payout history. */
export default function PayoutAccountsPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Payout accounts"
        description="Ticket sales from your ended events, minus refunds, can be paid out to a verified account."
        back={{ to: '/host-center', label: 'Host Center' }}
      />
      <EmptyState title="No payout account yet" icon={<WalletIcon />}>
        Your payout accounts, your available balance and each {SECTION_LABELS.payoutRequest} will be listed
        here. A payout needs a verified payout account and completed identity checks (KYC).
      </EmptyState>
      <section className="page-section" aria-labelledby="payouts-title">
        <h2 id="payouts-title">{SECTION_LABELS.payouts}</h2>
        <p className="muted">No payouts yet. Each payout you request will appear here with its status.</p>
      </section>
    </div>
  );
}
