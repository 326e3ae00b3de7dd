import { SANDBOX_BANK } from '@mingle/shared/schemas/payouts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeStripeServer } from '../payments/fake-stripe-server.ts';
import type { AccountCheck, KycCheck, PayoutCheck, PayoutProvider } from './payout-provider.ts';
import { SandboxPayouts } from './sandbox-payouts.ts';
import { StripeConnectPayouts } from './stripe-connect-payouts.ts';

/**
 * Every payout provider passes these. A harness plays the parts outside Mingle: the host at a
 * hosted onboarding (Stripe) and the bank answering payouts; the sandbox needs neither.
 */
interface Harness {
  provider: PayoutProvider;
  onboard(accountRef: string, accountNumber: string, idNumberLast4: string): void;
  settlePayouts(): void;
  close(): Promise<void>;
}

const harnesses: [string, () => Promise<Harness>][] = [
  [
    'sandbox',
    async () => ({
      provider: new SandboxPayouts(),
      onboard: () => {},
      settlePayouts: () => {},
      close: async () => {},
    }),
  ],
  [
    'stripe connect',
    async () => {
      const fake = await new FakeStripeServer().start();
      return {
        provider: new StripeConnectPayouts({ secretKey: 'sk_test_contract', apiUrl: fake.url }),
        onboard: (ref, accountNumber, idNumberLast4) => {
          fake.connect.completeOnboarding(ref, { accountNumber, idNumberLast4 });
        },
        settlePayouts: () => {
          fake.connect.settlePayouts();
        },
        close: () => fake.stop(),
      };
    },
  ],
];

const bank = (accountNumber: string) => ({
  organizationId: crypto.randomUUID(),
  country: 'US',
  currency: 'USD',
  bank: { holderName: 'Hana Host', routingNumber: SANDBOX_BANK.routingNumber, accountNumber },
  returnUrl: 'https://mingle.test/payout-accounts',
});
const identity = (idNumberLast4: string, accountRef: string) => ({
  organizationId: crypto.randomUUID(),
  identity: {
    legalName: 'Hana Host',
    dateOfBirth: '1990-04-02',
    addressLine1: '1 Main St',
    city: 'Oakland',
    postalCode: '94607',
    country: 'US',
    idNumberLast4,
  },
  accountRef,
  returnUrl: 'https://mingle.test/payout-accounts',
});

/** Asks until the provider settles, as the background jobs do. */
async function settled<T extends { status: string }>(ask: () => Promise<T>, waiting: string): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const answer = await ask();
    if (answer.status !== waiting) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('provider never settled');
}

describe.each(harnesses)('%s payout provider', (_name, make) => {
  let h: Harness;
  beforeEach(async () => {
    h = await make();
  });
  afterEach(() => h.close());

  /** A new account, onboarded with these numbers (hosted onboarding), and its settled check. */
  async function account(accountNumber: string, idNumberLast4 = '1234') {
    const added = await h.provider.addBankAccount(bank(accountNumber));
    h.onboard(added.ref, accountNumber, idNumberLast4);
    const check = await settled<AccountCheck>(() => h.provider.checkAccount(added.ref), 'pending');
    return { added, check };
  }

  it('verifies a good account and only ever returns its last 4 digits', async () => {
    const { added, check } = await account(SANDBOX_BANK.verifies);
    expect(check.status).toBe('verified');
    expect(added.last4 ?? (check.status === 'verified' ? check.last4 : null)).toBe('6789');
    expect(JSON.stringify([added, check])).not.toContain(SANDBOX_BANK.verifies);
  });

  it('fails an account the bank cannot verify, with a reason', async () => {
    const { check } = await account(SANDBOX_BANK.failsVerification);
    expect(check).toMatchObject({ status: 'failed', reason: expect.any(String) });
  });

  it('completes an identity check, or fails it with a reason', async () => {
    const good = await account(SANDBOX_BANK.verifies);
    const ok = await h.provider.submitKyc(identity('1234', good.added.ref));
    expect(await settled<KycCheck>(() => h.provider.checkKyc(ok.ref), 'pending')).toEqual({
      status: 'completed',
    });
    const bad = await h.provider.addBankAccount(bank(SANDBOX_BANK.verifies));
    h.onboard(bad.ref, SANDBOX_BANK.verifies, SANDBOX_BANK.kycFailsIdLast4);
    const refused = await h.provider.submitKyc(identity(SANDBOX_BANK.kycFailsIdLast4, bad.ref));
    expect(await settled<KycCheck>(() => h.provider.checkKyc(refused.ref), 'pending')).toMatchObject({
      status: 'failed',
      reason: expect.any(String),
    });
  });

  it('pays out to a verified account, once per idempotency key', async () => {
    const { added } = await account(SANDBOX_BANK.verifies);
    const input = {
      accountRef: added.ref,
      amountCents: 1234,
      currency: 'USD',
      idempotencyKey: crypto.randomUUID(),
    };
    const first = await h.provider.createPayout(input);
    const again = await h.provider.createPayout(input);
    expect(again.ref).toBe(first.ref);
    h.settlePayouts();
    expect(await settled<PayoutCheck>(() => h.provider.checkPayout(first.ref), 'processing')).toEqual({
      status: 'paid',
    });
  });

  it('reports a payout the bank returns as failed, with a reason', async () => {
    const { added, check } = await account(SANDBOX_BANK.payoutsFail);
    expect(check.status).toBe('verified');
    const payout = await h.provider.createPayout({
      accountRef: added.ref,
      amountCents: 500,
      currency: 'USD',
      idempotencyKey: crypto.randomUUID(),
    });
    h.settlePayouts();
    expect(await settled<PayoutCheck>(() => h.provider.checkPayout(payout.ref), 'processing')).toMatchObject({
      status: 'failed',
      reason: expect.any(String),
    });
  });

  it('refuses references it never issued', async () => {
    await expect(h.provider.checkAccount('nope')).rejects.toThrow();
    await expect(h.provider.checkPayout('nope')).rejects.toThrow();
  });
});
