/**
 * Money out goes through this interface: the sandbox by default, a real provider when it is
 * configured. Providers answer asynchronously, like real banks: a new account, an identity
 * check or a payout starts `pending`/`processing`, and the caller asks again later (from a
 * background job) until it settles. The full account number is handed over once and never
 * kept by Mingle.
 */
export interface BankAccountInput {
  organizationId: string;
  holderName: string;
  country: string;
  currency: string;
  routingNumber: string;
  accountNumber: string;
}

export interface ProviderAccount {
  ref: string;
  bankName: string | null;
  last4: string;
  /** Where the host finishes onboarding at the provider; null when nothing is left to do. */
  onboardingUrl: string | null;
}

export type AccountCheck =
  | { status: 'pending' }
  | { status: 'verified' }
  | { status: 'failed'; reason: string };

export interface KycInput {
  organizationId: string;
  legalName: string;
  dateOfBirth: string;
  addressLine1: string;
  city: string;
  postalCode: string;
  country: string;
  idNumberLast4: string;
}

export type KycCheck = { status: 'pending' } | { status: 'completed' } | { status: 'failed'; reason: string };

export interface PayoutInput {
  accountRef: string;
  amountCents: number;
  currency: string;
  /** The same key never pays out twice. */
  idempotencyKey: string;
}

export type PayoutCheck =
  | { status: 'processing' }
  | { status: 'paid' }
  | { status: 'failed'; reason: string };

export interface PayoutProvider {
  readonly name: 'sandbox' | 'stripe';
  addBankAccount(input: BankAccountInput): Promise<ProviderAccount>;
  checkAccount(ref: string): Promise<AccountCheck>;
  submitKyc(input: KycInput): Promise<{ ref: string }>;
  checkKyc(ref: string): Promise<KycCheck>;
  createPayout(input: PayoutInput): Promise<{ ref: string }>;
  checkPayout(ref: string): Promise<PayoutCheck>;
}
