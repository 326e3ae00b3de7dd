import type { KycStatus, PayoutAccountStatus, PayoutStatus } from '@mingle/shared/schemas/payouts';

const LABELS: Record<PayoutAccountStatus | PayoutStatus | KycStatus, [label: string, tone: string]> = {
  pending: ['Verifying', 'waiting'],
  verified: ['Verified', 'verified'],
  failed: ['Failed', 'failed'],
  requested: ['Requested', 'waiting'],
  processing: ['Processing', 'waiting'],
  paid: ['Paid', 'paid'],
  KYC: ['Not verified', 'failed'],
  'KYC Requested': ['Checking', 'waiting'],
  Completed: ['Verified', 'completed'],
};

/** The status of an account, a payout or the identity check, in words and colour. */
export function StatusBadge({ status }: { status: PayoutAccountStatus | PayoutStatus | KycStatus }) {
  const [label, tone] = LABELS[status];
  return <span className={`badge badge-${tone}`}>{label}</span>;
}
