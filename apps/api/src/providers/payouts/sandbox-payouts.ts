import { randomUUID } from 'node:crypto';
import { SANDBOX_BANK } from '@mingle/shared/schemas/payouts';
import type {
  AccountCheck,
  BankAccountInput,
  KycCheck,
  KycInput,
  PayoutCheck,
  PayoutInput,
  PayoutProvider,
  ProviderAccount,
} from './payout-provider.ts';

type AccountOutcome = 'ok' | 'unverified' | 'payouts-fail';

const ACCOUNT_REF = /^sbx_acct_(ok|unverified|payouts-fail)_[0-9a-f-]{36}$/;
const KYC_REF = /^sbx_kyc_(pass|fail)_[0-9a-f-]{36}$/;
const PAYOUT_REF = /^sbx_po_(ok|payouts-fail)_[\x21-\x7e]{1,200}$/;

function outcomeOf(accountNumber: string): AccountOutcome {
  if (accountNumber === SANDBOX_BANK.failsVerification) return 'unverified';
  if (accountNumber === SANDBOX_BANK.payoutsFail) return 'payouts-fail';
  return 'ok';
}

function parseRef(pattern: RegExp, ref: string, what: string): string {
  const match = pattern.exec(ref);
  if (!match?.[1]) throw new Error(`unknown sandbox ${what} reference`);
  return match[1];
}

/**
 * The embedded provider. It keeps nothing: each reference carries the outcome the test
 * numbers ask for, so answers survive a restart. Routing 110000000 with account 000123456789
 * verifies, 000111111116 fails verification, 000222222227 verifies but its payouts fail; an
 * identity check with idNumberLast4 0000 fails. Any other valid account verifies.
 */
export class SandboxPayouts implements PayoutProvider {
  readonly name = 'sandbox' as const;

  async addBankAccount(input: BankAccountInput): Promise<ProviderAccount> {
    if (!input.bank) throw new Error('the sandbox needs the bank details');
    return {
      ref: `sbx_acct_${outcomeOf(input.bank.accountNumber)}_${randomUUID()}`,
      bankName: 'Sandbox Bank',
      last4: input.bank.accountNumber.slice(-4),
      onboardingUrl: null,
    };
  }

  async checkAccount(ref: string): Promise<AccountCheck> {
    return parseRef(ACCOUNT_REF, ref, 'account') === 'unverified'
      ? { status: 'failed', reason: 'The bank could not verify this account; check the numbers' }
      : { status: 'verified' };
  }

  async submitKyc(input: KycInput): Promise<{ ref: string; onboardingUrl: null }> {
    if (!input.identity) throw new Error('the sandbox needs the identity details');
    const outcome = input.identity.idNumberLast4 === SANDBOX_BANK.kycFailsIdLast4 ? 'fail' : 'pass';
    return { ref: `sbx_kyc_${outcome}_${randomUUID()}`, onboardingUrl: null };
  }

  async checkKyc(ref: string): Promise<KycCheck> {
    return parseRef(KYC_REF, ref, 'identity check') === 'fail'
      ? {
          status: 'failed',
          reason: 'We could not match your name and date of birth to the ID number; check them and try again',
        }
      : { status: 'completed' };
  }

  async createPayout(input: PayoutInput): Promise<{ ref: string }> {
    const account = parseRef(ACCOUNT_REF, input.accountRef, 'account');
    if (account === 'unverified') throw new Error('sandbox account is not verified');
    // Derived from the key, so asking twice with one key answers with the same payout.
    return { ref: `sbx_po_${account}_${input.idempotencyKey}` };
  }

  async checkPayout(ref: string): Promise<PayoutCheck> {
    return parseRef(PAYOUT_REF, ref, 'payout') === 'payouts-fail'
      ? { status: 'failed', reason: 'The bank returned the payout (account closed)' }
      : { status: 'paid' };
  }
}
