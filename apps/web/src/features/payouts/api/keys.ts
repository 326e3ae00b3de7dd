/** Query-cache keys of money out (the accounts' keys live with the payout-account entity). */
export const payoutKeys = {
  all: ['payouts'] as const,
  balance: ['payouts', 'balance'] as const,
  kyc: ['payouts', 'kyc'] as const,
  history: ['payouts', 'history'] as const,
  statement: (from: string, to: string) => ['payouts', 'statement', from, to] as const,
};
