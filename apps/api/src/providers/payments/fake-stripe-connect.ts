import { randomBytes } from 'node:crypto';
import { SANDBOX_BANK } from '@mingle/shared/schemas/payouts';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

type Answer = { status: number; body: unknown };

const notFound = (what: string): Answer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', message: `No such ${what}` } },
});

interface FakeAccount {
  id: string;
  object: 'account';
  type: 'express';
  country: string;
  default_currency: string;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
  requirements: { currently_due: string[]; disabled_reason: string | null };
  individual: {
    verification: { status: 'unverified' | 'pending' | 'verified'; details: string | null };
  } | null;
  external_accounts: {
    object: 'list';
    data: { id: string; object: 'bank_account'; bank_name: string; last4: string; routing_number: string }[];
  };
  /** The fake's own note: payouts to this account's bank fail. */
  payoutsFail: boolean;
}

interface FakePayout {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  status: 'pending' | 'in_transit' | 'paid' | 'failed';
  failure_message: string | null;
  account: string;
}

/**
 * Stripe Connect Express as the fake answers it: connected accounts, onboarding links,
 * transfers to them and payouts from them. Tests play the host's hosted onboarding with
 * `completeOnboarding` (the sandbox's test bank numbers and ID digits pick the outcome) and
 * the bank's answer with `settlePayouts`.
 */
export class FakeStripeConnect {
  readonly accounts = new Map<string, FakeAccount>();
  readonly payouts = new Map<string, FakePayout>();
  readonly transfers: { id: string; amount: number; destination: string }[] = [];

  constructor(private readonly baseUrl: () => string) {}

  /** The host finishes onboarding: bank account and identity, with the sandbox's test numbers. */
  completeOnboarding(
    accountId: string,
    details: { accountNumber: string; routingNumber?: string; idNumberLast4: string },
  ): Record<string, unknown> {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`no account ${accountId}`);
    const bankRejected = details.accountNumber === SANDBOX_BANK.failsVerification;
    const identityFails = details.idNumberLast4 === SANDBOX_BANK.kycFailsIdLast4;
    account.details_submitted = true;
    account.external_accounts.data = [
      {
        id: id('ba'),
        object: 'bank_account',
        bank_name: 'STRIPE TEST BANK',
        last4: details.accountNumber.slice(-4),
        routing_number: details.routingNumber ?? SANDBOX_BANK.routingNumber,
      },
    ];
    account.individual = {
      verification: identityFails
        ? { status: 'unverified', details: 'The ID number does not match the name and date of birth' }
        : { status: 'verified', details: null },
    };
    account.requirements = {
      currently_due: [],
      disabled_reason: bankRejected ? 'rejected.other' : identityFails ? 'requirements.past_due' : null,
    };
    account.payouts_enabled = !bankRejected && !identityFails;
    account.charges_enabled = account.payouts_enabled;
    account.payoutsFail = details.accountNumber === SANDBOX_BANK.payoutsFail;
    return this.view(account);
  }

  /** The bank answers every pending payout; returns them for `payout.paid` / `payout.failed` events. */
  settlePayouts(): Record<string, unknown>[] {
    const settled: Record<string, unknown>[] = [];
    for (const payout of this.payouts.values()) {
      if (payout.status === 'paid' || payout.status === 'failed') continue;
      const fails = this.accounts.get(payout.account)?.payoutsFail ?? false;
      payout.status = fails ? 'failed' : 'paid';
      payout.failure_message = fails ? 'The bank account has been closed' : null;
      settled.push({ ...payout });
    }
    return settled;
  }

  accountObject(accountId: string): Record<string, unknown> {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`no account ${accountId}`);
    return this.view(account);
  }

  private view(account: FakeAccount): Record<string, unknown> {
    const { payoutsFail: _hidden, ...visible } = account;
    return visible;
  }

  route(
    method: string,
    path: string,
    params: URLSearchParams,
    stripeAccount: string | undefined,
  ): Answer | null {
    if (method === 'POST' && path === '/v1/accounts') {
      const account: FakeAccount = {
        id: id('acct'),
        object: 'account',
        type: 'express',
        country: params.get('country') ?? 'US',
        default_currency: params.get('default_currency') ?? 'usd',
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        metadata: { organizationId: params.get('metadata[organizationId]') ?? '' },
        requirements: { currently_due: ['external_account', 'individual.id_number'], disabled_reason: null },
        individual: null,
        external_accounts: { object: 'list', data: [] },
        payoutsFail: false,
      };
      this.accounts.set(account.id, account);
      return { status: 200, body: this.view(account) };
    }
    const accountMatch = /^\/v1\/accounts\/(acct_\w+)$/.exec(path);
    if (method === 'GET' && accountMatch) {
      const account = this.accounts.get(accountMatch[1] ?? '');
      return account ? { status: 200, body: this.view(account) } : notFound('account');
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = params.get('account') ?? '';
      if (!this.accounts.has(account)) return notFound('account');
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `${this.baseUrl()}/connect/onboarding/${account}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = this.accounts.get(params.get('destination') ?? '');
      if (!destination) return notFound('destination account');
      if (!destination.payouts_enabled) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Payouts are not enabled' } },
        };
      }
      const transfer = { id: id('tr'), amount: Number(params.get('amount')), destination: destination.id };
      this.transfers.push(transfer);
      return { status: 200, body: { ...transfer, object: 'transfer', currency: params.get('currency') } };
    }
    if (method === 'POST' && path === '/v1/payouts') {
      if (!stripeAccount || !this.accounts.has(stripeAccount)) return notFound('account');
      const payout: FakePayout = {
        id: id('po'),
        object: 'payout',
        amount: Number(params.get('amount')),
        currency: params.get('currency') ?? 'usd',
        status: 'pending',
        failure_message: null,
        account: stripeAccount,
      };
      this.payouts.set(payout.id, payout);
      return { status: 200, body: payout };
    }
    const payoutMatch = /^\/v1\/payouts\/(po_\w+)$/.exec(path);
    if (method === 'GET' && payoutMatch) {
      const payout = this.payouts.get(payoutMatch[1] ?? '');
      return payout && payout.account === stripeAccount ? { status: 200, body: payout } : notFound('payout');
    }
    return null;
  }
}
