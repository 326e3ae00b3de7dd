/**
 * Money out goes through this interface: the sandbox by default, a real provider when it is
 * configured. Providers answer asynchronously, like real banks: a new account, an identity
 * check or a payout starts `pending`/`processing`, and the caller asks again later (from a
 * background job) until it settles. The full account number is handed over once and never
 * kept by Mingle.
 */
import type { PayoutProviderName } from '@mingle/shared/enums';

export interface BankAccountInput {
  organizationId: string;
  country: string;
  currency: string;
  /** The sandbox takes bank details here; Stripe collects them in its hosted onboarding. */
  bank?: { holderName: string; routingNumber: string; accountNumber: string };
  /** Where hosted onboarding sends the host back to. */
  returnUrl: string;
}

export interface ProviderAccount {
  ref: string;
  bankName: string | null;
  /** Null until the provider knows the bank account (after hosted onboarding). */
  last4: string | null;
  /** Where the host finishes onboarding at the provider; null when nothing is left to do. */
  onboardingUrl: string | null;
}

export type AccountCheck =
  | { status: 'pending' }
  | { status: 'verified'; bankName?: string | null; last4?: string | null }
  | { status: 'failed'; reason: string };

export interface KycInput {
  organizationId: string;
  /** The sandbox checks these; Stripe collects identity in its hosted onboarding. */
  identity?: {
    legalName: string;
    dateOfBirth: string;
    addressLine1: string;
    city: string;
    postalCode: string;
    country: string;
    idNumberLast4: string;
  };
  /** Stripe: the connected account whose verification is the identity check. */
  accountRef?: string;
  returnUrl: string;
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
  readonly name: PayoutProviderName;
  addBankAccount(input: BankAccountInput): Promise<ProviderAccount>;
  checkAccount(ref: string): Promise<AccountCheck>;
  /** `onboardingUrl`: where the host proves its identity at the provider, when it hosts that. */
  submitKyc(input: KycInput): Promise<{ ref: string; onboardingUrl: string | null }>;
  checkKyc(ref: string): Promise<KycCheck>;
  createPayout(input: PayoutInput): Promise<{ ref: string }>;
  checkPayout(ref: string): Promise<PayoutCheck>;
}
