import { SANDBOX_BANK } from '@mingle/shared/schemas/payouts';
import { describe, expect, it } from 'vitest';
import type { AccountCheck, KycCheck, PayoutCheck, PayoutProvider } from './payout-provider.ts';
import { SandboxPayouts } from './sandbox-payouts.ts';

/** Every payout provider passes these; each case names how to make the provider answer. */
const providers: [string, () => PayoutProvider][] = [['sandbox', () => new SandboxPayouts()]];

const bank = (accountNumber: string) => ({
  organizationId: crypto.randomUUID(),
  holderName: 'Hana Host',
  country: 'US',
  currency: 'USD',
  routingNumber: SANDBOX_BANK.routingNumber,
  accountNumber,
});
const identity = (idNumberLast4: string) => ({
  organizationId: crypto.randomUUID(),
  legalName: 'Hana Host',
  dateOfBirth: '1990-04-02',
  addressLine1: '1 Main St',
  city: 'Oakland',
  postalCode: '94607',
  country: 'US',
  idNumberLast4,
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

describe.each(providers)('%s payout provider', (_name, make) => {
  it('verifies a good account and keeps only its last 4 digits in what it returns', async () => {
    const provider = make();
    const account = await provider.addBankAccount(bank(SANDBOX_BANK.verifies));
    expect(account.last4).toBe('6789');
    expect(JSON.stringify(account)).not.toContain(SANDBOX_BANK.verifies);
    const check = await settled<AccountCheck>(() => provider.checkAccount(account.ref), 'pending');
    expect(check).toEqual({ status: 'verified' });
  });

  it('fails an account the bank cannot verify, with a reason', async () => {
    const provider = make();
    const account = await provider.addBankAccount(bank(SANDBOX_BANK.failsVerification));
    const check = await settled<AccountCheck>(() => provider.checkAccount(account.ref), 'pending');
    expect(check).toMatchObject({ status: 'failed', reason: expect.any(String) });
  });

  it('completes an identity check, or fails it with a reason', async () => {
    const provider = make();
    const good = await provider.submitKyc(identity('1234'));
    expect(await settled<KycCheck>(() => provider.checkKyc(good.ref), 'pending')).toEqual({
      status: 'completed',
    });
    const bad = await provider.submitKyc(identity(SANDBOX_BANK.kycFailsIdLast4));
    expect(await settled<KycCheck>(() => provider.checkKyc(bad.ref), 'pending')).toMatchObject({
      status: 'failed',
      reason: expect.any(String),
    });
  });

  it('pays out to a verified account, once per idempotency key', async () => {
    const provider = make();
    const account = await provider.addBankAccount(bank(SANDBOX_BANK.verifies));
    const key = crypto.randomUUID();
    const input = { accountRef: account.ref, amountCents: 1234, currency: 'USD', idempotencyKey: key };
    const first = await provider.createPayout(input);
    const again = await provider.createPayout(input);
    expect(again.ref).toBe(first.ref);
    expect(await settled<PayoutCheck>(() => provider.checkPayout(first.ref), 'processing')).toEqual({
      status: 'paid',
    });
  });

  it('reports a payout the bank returns as failed, with a reason', async () => {
    const provider = make();
    const account = await provider.addBankAccount(bank(SANDBOX_BANK.payoutsFail));
    expect(await settled<AccountCheck>(() => provider.checkAccount(account.ref), 'pending')).toEqual({
      status: 'verified',
    });
    const payout = await provider.createPayout({
      accountRef: account.ref,
      amountCents: 500,
      currency: 'USD',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(await settled<PayoutCheck>(() => provider.checkPayout(payout.ref), 'processing')).toMatchObject({
      status: 'failed',
      reason: expect.any(String),
    });
  });

  it('refuses references it never issued', async () => {
    const provider = make();
    await expect(provider.checkAccount('nope')).rejects.toThrow();
    await expect(provider.checkPayout('nope')).rejects.toThrow();
  });
});
