import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** /create-event/payouts */
export default function PayoutsStepPage() {
  return (
    <section>
      <EmptyState title="Payouts">
        This step will choose the payout account that receives your ticket sales. Payouts need a verified
        payout account and completed identity checks (KYC).
      </EmptyState>
    </section>
  );
}
