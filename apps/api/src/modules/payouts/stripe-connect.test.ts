import { SANDBOX_BANK } from '@mingle/shared/schemas/payouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { FakeStripeServer } from '../../providers/payments/fake-stripe-server.ts';
import { api, endEvent, recordLedger, runJobsLater } from './payout-fixtures.ts';

const SECRET = 'whsec_connect_test';
let fake: FakeStripeServer;
let t: TestApp;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  fake = await new FakeStripeServer().start();
  t = await createTestApp({
    PAYOUTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_connect',
    STRIPE_WEBHOOK_SECRET: 'whsec_payments_test',
    STRIPE_CONNECT_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: fake.url,
  });
  http = api(t);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

function deliver(
  type: string,
  object: Record<string, unknown>,
  options: { account?: string; eventId?: string; secret?: string; timestamp?: number } = {},
) {
  const event = JSON.parse(fake.event(type, object, options.eventId));
  const payload = JSON.stringify({ ...event, account: options.account });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe-connect',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': FakeStripeServer.sign(payload, options.secret ?? SECRET, options.timestamp),
    },
    payload,
  });
}

/** A host with $50 earned from an ended event (ledger lines as checkout writes them). */
async function hostWithEarnings() {
  const host = await seedUser(t.db, { name: 'Hana Host' });
  const event = await seedEvent(t.db, { host });
  await endEvent(t.db, event.eventId);
  await recordLedger(t.db, event.organizationId, event.eventId, 'sale', 5000);
  return { host, organizationId: event.organizationId };
}

/** Adds an account (Stripe onboarding link) and plays the host's onboarding with these numbers. */
async function onboard(token: string, accountNumber: string, idNumberLast4 = '1234') {
  const added = await http.post('/payout-accounts', token, {});
  expect(added.status).toBe(200);
  const accountId = /\/connect\/onboarding\/(acct_\w+)$/.exec(added.body.data.onboardingUrl)?.[1] as string;
  const kyc = await http.post('/organizations/me/kyc', token, {});
  expect(kyc.status).toBe(200);
  const account = fake.connect.completeOnboarding(accountId, { accountNumber, idNumberLast4 });
  return { added: added.body.data, kyc: kyc.body.data, accountId, account };
}

describe('Stripe Connect Express payouts', () => {
  it('onboards through Stripe, takes no bank numbers, and follows account.updated', async () => {
    const { host } = await hostWithEarnings();
    const refused = await http.post('/payout-accounts', host.token, {
      accountHolderName: 'Hana',
      routingNumber: SANDBOX_BANK.routingNumber,
      accountNumber: SANDBOX_BANK.verifies,
    });
    expect(refused.status).toBe(400);
    const { added, kyc, accountId, account } = await onboard(host.token, SANDBOX_BANK.verifies);
    expect(added).toMatchObject({ provider: 'stripe', status: 'pending', last4: null });
    expect(added.onboardingUrl).toContain(`/connect/onboarding/${accountId}`);
    expect(kyc).toMatchObject({
      kycStatus: 'KYC Requested',
      onboardingUrl: expect.stringContaining(accountId),
    });

    const res = await deliver('account.updated', account, { account: accountId });
    expect(res.statusCode).toBe(200);
    const list = (await http.get('/payout-accounts', host.token)).body.data;
    expect(list.provider).toBe('stripe');
    expect(list.items[0]).toMatchObject({
      status: 'verified',
      last4: '6789',
      bankName: 'STRIPE TEST BANK',
      isDefault: true,
    });
    expect((await http.get('/organizations/me/kyc', host.token)).body.data.kycStatus).toBe('Completed');
  });

  it('pays out by transfer and payout; payout.paid settles it once, duplicates and stale events change nothing', async () => {
    const { host } = await hostWithEarnings();
    const { accountId, account } = await onboard(host.token, SANDBOX_BANK.verifies);
    await deliver('account.updated', account, { account: accountId });
    const requested = await http.post('/payouts', host.token, { amountCents: 5000 });
    expect(requested.status).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(fake.connect.transfers.at(-1)).toMatchObject({ amount: 5000, destination: accountId });
    const [paid] = fake.connect.settlePayouts();
    const payout = paid as { id: string };

    // Out of order: a forged-stale "failed" arrives first; Stripe says paid, so paid it is.
    const stale = await deliver('payout.failed', { ...paid, status: 'failed' }, { account: accountId });
    expect(stale.statusCode).toBe(200);
    const eventId = `evt_paid_${payout.id}`;
    const first = await deliver('payout.paid', paid as Record<string, unknown>, {
      account: accountId,
      eventId,
    });
    const again = await deliver('payout.paid', paid as Record<string, unknown>, {
      account: accountId,
      eventId,
    });
    expect(first.json().data.duplicate).toBe(false);
    expect(again.json().data.duplicate).toBe(true);
    const list = (await http.get('/payouts', host.token)).body.data;
    expect(list.items[0]).toMatchObject({ status: 'paid', amountCents: 5000 });
    const lines = await t.db.query('SELECT 1 FROM ledger_entries WHERE payout_id = $1', [
      requested.body.data.id,
    ]);
    expect(lines).toHaveLength(4);
    expect((await http.get('/payouts/balance', host.token)).body.data).toMatchObject({
      availableCents: 0,
      paidOutCents: 5000,
    });
    // A stale account.updated from before onboarding doesn't undo the verification.
    await deliver(
      'account.updated',
      { id: accountId, object: 'account', payouts_enabled: false },
      { account: accountId },
    );
    expect((await http.get('/payout-accounts', host.token)).body.data.items[0].status).toBe('verified');
  });

  it('a returned payout fails with its reason and the money comes back', async () => {
    const { host } = await hostWithEarnings();
    const { accountId, account } = await onboard(host.token, SANDBOX_BANK.payoutsFail);
    await deliver('account.updated', account, { account: accountId });
    await http.post('/payouts', host.token, { amountCents: 2000 });
    await t.app.jobs.runDueJobs();
    const [failed] = fake.connect.settlePayouts();
    await deliver('payout.failed', failed as Record<string, unknown>, { account: accountId });
    const [payout] = (await http.get('/payouts', host.token)).body.data.items;
    expect(payout).toMatchObject({ status: 'failed', failureReason: 'The bank account has been closed' });
    expect((await http.get('/payouts/balance', host.token)).body.data.availableCents).toBe(5000);
  });

  it('a failed identity check says why and lets the host go back to Stripe', async () => {
    const { host } = await hostWithEarnings();
    const { accountId, account } = await onboard(
      host.token,
      SANDBOX_BANK.verifies,
      SANDBOX_BANK.kycFailsIdLast4,
    );
    await deliver('account.updated', account, { account: accountId });
    const kyc = (await http.get('/organizations/me/kyc', host.token)).body.data;
    expect(kyc).toMatchObject({ kycStatus: 'KYC', kycFailureReason: expect.stringMatching(/ID number/) });
    const retry = await http.post('/organizations/me/kyc', host.token, {});
    expect(retry.body.data).toMatchObject({ kycStatus: 'KYC Requested', onboardingUrl: expect.any(String) });
    expect((await http.post('/payouts', host.token, { amountCents: 100 })).body.error.code).toBe(
      'KYC_REQUIRED',
    );
  });

  it('refuses unsigned, wrongly signed and stale events', async () => {
    const { host } = await hostWithEarnings();
    const { accountId, account } = await onboard(host.token, SANDBOX_BANK.verifies);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe-connect',
      headers: { 'content-type': 'application/json' },
      payload: fake.event('account.updated', account),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(
      (await deliver('account.updated', account, { account: accountId, secret: 'whsec_wrong' })).statusCode,
    ).toBe(400);
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect(
      (await deliver('account.updated', account, { account: accountId, timestamp: old })).statusCode,
    ).toBe(400);
    expect((await http.get('/payout-accounts', host.token)).body.data.items[0].status).toBe('pending');
    // The jobs still catch up by asking Stripe.
    await runJobsLater(t.app);
    expect((await http.get('/payout-accounts', host.token)).body.data.items[0].status).toBe('verified');
  });
});
