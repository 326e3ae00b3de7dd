import type Stripe from 'stripe';
import { createStripeClient, type StripeSettings } from '../payments/stripe-payments.ts';
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

/** A payout's reference carries its connected account: payouts are read as that account. */
const PAYOUT_REF = /^(acct_\w+)\/(po_\w+)$/;

function splitPayoutRef(ref: string): { account: string; payout: string } {
  const match = PAYOUT_REF.exec(ref);
  if (!match?.[1] || !match[2]) throw new Error('unknown Stripe payout reference');
  return { account: match[1], payout: match[2] };
}

const REASONS: Record<string, string> = {
  'rejected.fraud': 'Stripe declined this account',
  'rejected.other': 'Stripe could not verify this account',
  'requirements.past_due': 'Stripe needs more information; finish onboarding',
};

/**
 * Stripe Connect Express: each payout account is a connected account the host sets up in
 * Stripe's hosted onboarding (identity and bank details never reach Mingle). Money moves by a
 * transfer to the connected account and a payout from it to the host's bank. Stripe reports
 * changes by `account.updated`, `payout.paid` and `payout.failed` webhooks; every check reads
 * the current state from Stripe, so webhooks arriving late or out of order change nothing.
 */
export class StripeConnectPayouts implements PayoutProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;

  constructor(settings: StripeSettings) {
    this.#stripe = createStripeClient(settings);
  }

  async #onboardingLink(account: string, returnUrl: string): Promise<string> {
    const link = await this.#stripe.accountLinks.create({
      account,
      type: 'account_onboarding',
      refresh_url: returnUrl,
      return_url: returnUrl,
    });
    return link.url;
  }

  async addBankAccount(input: BankAccountInput): Promise<ProviderAccount> {
    const account = await this.#stripe.accounts.create({
      type: 'express',
      country: input.country,
      default_currency: input.currency.toLowerCase(),
      capabilities: { transfers: { requested: true } },
      metadata: { organizationId: input.organizationId },
    });
    return {
      ref: account.id,
      bankName: null,
      last4: null,
      onboardingUrl: await this.#onboardingLink(account.id, input.returnUrl),
    };
  }

  async checkAccount(ref: string): Promise<AccountCheck> {
    const account = await this.#stripe.accounts.retrieve(ref);
    const disabled = account.requirements?.disabled_reason;
    if (disabled && disabled !== 'requirements.pending_verification') {
      return { status: 'failed', reason: REASONS[disabled] ?? 'Stripe could not verify this account' };
    }
    if (!account.payouts_enabled) return { status: 'pending' };
    const bank = account.external_accounts?.data.find((e) => e.object === 'bank_account') as
      | Stripe.BankAccount
      | undefined;
    return { status: 'verified', bankName: bank?.bank_name ?? null, last4: bank?.last4 ?? null };
  }

  async submitKyc(input: KycInput): Promise<{ ref: string; onboardingUrl: string }> {
    if (!input.accountRef) throw new Error('Stripe checks identity on a connected account');
    return {
      ref: input.accountRef,
      onboardingUrl: await this.#onboardingLink(input.accountRef, input.returnUrl),
    };
  }

  async checkKyc(ref: string): Promise<KycCheck> {
    const account = await this.#stripe.accounts.retrieve(ref);
    const verification = account.individual?.verification;
    if (verification?.status === 'verified') return { status: 'completed' };
    if (verification?.status === 'unverified' && account.details_submitted) {
      return {
        status: 'failed',
        reason:
          verification.details ?? 'Stripe could not verify your identity; check your details and try again',
      };
    }
    return { status: 'pending' };
  }

  async createPayout(input: PayoutInput): Promise<{ ref: string }> {
    const currency = input.currency.toLowerCase();
    await this.#stripe.transfers.create(
      { amount: input.amountCents, currency, destination: input.accountRef },
      { idempotencyKey: `${input.idempotencyKey}-transfer` },
    );
    const payout = await this.#stripe.payouts.create(
      { amount: input.amountCents, currency },
      { idempotencyKey: `${input.idempotencyKey}-payout`, stripeAccount: input.accountRef },
    );
    return { ref: `${input.accountRef}/${payout.id}` };
  }

  async checkPayout(ref: string): Promise<PayoutCheck> {
    const { account, payout: id } = splitPayoutRef(ref);
    const payout = await this.#stripe.payouts.retrieve(id, {}, { stripeAccount: account });
    if (payout.status === 'paid') return { status: 'paid' };
    if (payout.status === 'failed' || payout.status === 'canceled') {
      return { status: 'failed', reason: payout.failure_message ?? 'The bank returned the payout' };
    }
    return { status: 'processing' };
  }
}
