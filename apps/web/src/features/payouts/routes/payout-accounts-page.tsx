import { SECTION_LABELS } from '@mingle/shared/labels';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { WalletIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMyOrganizations } from '../../../entities/organization/api/my-organizations.ts';
import { helpedTeam, ownerOnly } from '../../../entities/organization/lib/role-copy.ts';
import { defaultAccount, usePayoutAccounts } from '../../../entities/payout-account/api/payout-accounts.ts';
import { useBalance } from '../api/get-balance.ts';
import { useKyc } from '../api/kyc.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { IdentitySection } from '../components/identity-section.tsx';
import { PayoutAccountsSection } from '../components/payout-accounts-section.tsx';
import { PayoutRequestSection } from '../components/payout-request-section.tsx';
import { PayoutsHistory } from '../components/payouts-history.tsx';
import { StatementSection } from '../components/statement-section.tsx';
import '../payouts.css';

/** /payout-accounts: the host's balance, where its money goes, identity, payouts and statement. */
export default function PayoutAccountsPage() {
  const accounts = usePayoutAccounts();
  const hasOrganization = accounts.data !== null && accounts.data !== undefined;
  const balance = useBalance(hasOrganization);
  const kyc = useKyc(hasOrganization);
  const team = helpedTeam(useMyOrganizations().data ?? []);

  let body: ReactNode;
  if (accounts.isPending) body = <Spinner />;
  else if (accounts.error)
    body = <QueryError error={accounts.error} onRetry={() => void accounts.refetch()} />;
  else if (!hasOrganization && team) {
    body = (
      <EmptyState
        title="Payouts are the owner's"
        icon={<WalletIcon />}
        action={
          <ButtonLink to={team.role === 'door' ? '/host-center/door' : '/host-center'}>
            Back to your team
          </ButtonLink>
        }
      >
        {ownerOnly(team, 'manages payouts')} To be paid for events of your own, create your own host profile
        in the Host Center.
      </EmptyState>
    );
  } else if (!hasOrganization) {
    body = (
      <EmptyState
        title="Become a host to get paid"
        icon={<WalletIcon />}
        action={<ButtonLink to="/host-center">Go to the Host Center</ButtonLink>}
      >
        Payouts belong to a host organization. Create yours in the Host Center, sell tickets, and your money
        shows up here.
      </EmptyState>
    );
  } else if (balance.error || kyc.error) {
    const error = (balance.error ?? kyc.error) as Error;
    body = (
      <QueryError
        error={error}
        onRetry={() => {
          void balance.refetch();
          void kyc.refetch();
        }}
      />
    );
  } else if (!balance.data || !kyc.data) body = <Spinner />;
  else {
    const data = accounts.data ?? { provider: 'sandbox' as const, items: [] };
    const list = data.items;
    const firstSteps = list.length === 0 && kyc.data.kycStatus !== 'Completed';
    body = (
      <>
        {firstSteps && (
          <EmptyState title="Get paid in three steps" icon={<WalletIcon />} headingLevel={2}>
            <ol className="payouts-steps">
              <li>Verify your identity (a one-time check the law asks for).</li>
              <li>Add the bank account your money should go to.</li>
              <li>Once an event has ended, request a payout of its ticket sales.</li>
            </ol>
          </EmptyState>
        )}
        <BalanceCard balance={balance.data} />
        <PayoutRequestSection
          balance={balance.data}
          account={defaultAccount(data)}
          kycStatus={kyc.data.kycStatus}
        />
        <IdentitySection kyc={kyc.data} provider={data.provider} hasAccount={list.length > 0} />
        <PayoutAccountsSection accounts={list} provider={data.provider} />
        <PayoutsHistory />
        <StatementSection />
      </>
    );
  }

  return (
    <div className="container page">
      <PageHeader
        title="Payout accounts"
        description={`Your ${SECTION_LABELS.payouts.toLowerCase()}: ticket sales from ended events, minus refunds, paid to your verified account.`}
        back={{ to: '/host-center', label: 'Host Center' }}
      />
      <div className="payouts-page">{body}</div>
    </div>
  );
}
