import { SANDBOX_BANK } from '@mingle/shared/schemas/payouts';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/checkout-fixtures.ts';
import { useTestApp } from '../../../test/helpers.ts';
import { api, endEvent, eventWithSales, makePayoutReady, runJobsLater } from './payout-fixtures.ts';

const t = useTestApp();
const http = api(t);

const bank = {
  accountHolderName: 'Hana Host',
  country: 'US',
  currency: 'USD',
  routingNumber: SANDBOX_BANK.routingNumber,
  accountNumber: SANDBOX_BANK.verifies,
};
const identity = {
  legalName: 'Hana Host',
  dateOfBirth: '1990-04-02',
  addressLine1: '1 Main St',
  city: 'Oakland',
  postalCode: '94607',
  country: 'US',
  idNumberLast4: '1234',
};

const profileStatus = async (user: { userId: string; token: string }) =>
  (await http.get(`/getUserProfileDetails?ID=${user.userId}`, user.token)).body.data.profileStatus;

describe('balance', () => {
  it('is pending until the event ends, then available: the discounted price, not the buyer fee', async () => {
    const sale = await eventWithSales(t.app, t.db, { priceCents: 2500, quantity: 2, ended: false });
    const before = await http.get('/payouts/balance', sale.host.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      currency: 'USD',
      availableCents: 0,
      pendingCents: 5000,
      paidOutCents: 0,
      inFlightCents: 0,
      lifetimeNetCents: 5000,
      owedCents: 0,
    });
    await endEvent(t.db, sale.eventId);
    const after = await http.get('/payouts/balance', sale.host.token);
    expect(after.body.data).toMatchObject({ availableCents: 5000, pendingCents: 0, lifetimeNetCents: 5000 });
  });

  it('is the owner’s alone: a guest without an organization gets 404 on every payout call', async () => {
    const guest = await seedUser(t.db);
    for (const url of [
      '/payouts/balance',
      '/payout-accounts',
      '/payouts',
      '/payouts/statement',
      '/organizations/me/kyc',
    ]) {
      const res = await http.get(url, guest.token);
      expect(res.status, url).toBe(404);
    }
    expect((await http.post('/payouts', guest.token, { amountCents: 100 })).status).toBe(404);
    expect((await http.post('/payout-accounts', guest.token, bank)).status).toBe(404);
    expect((await http.post('/organizations/me/kyc', guest.token, identity)).status).toBe(404);
    expect((await http.get('/payouts/balance', '')).status).toBe(401);
  });
});

describe('payout accounts', () => {
  it('checks the numbers and names the field that is wrong', async () => {
    const { host } = await eventWithSales(t.app, t.db);
    const cases: [object, string][] = [
      [{ routingNumber: '110000001' }, 'routingNumber'],
      [{ routingNumber: '12345' }, 'routingNumber'],
      [{ accountNumber: '123' }, 'accountNumber'],
      [{ accountNumber: '123456789012345678' }, 'accountNumber'],
      [{ accountNumber: '12ab5678' }, 'accountNumber'],
      [{ accountHolderName: '  ' }, 'accountHolderName'],
      [{ country: 'DE' }, 'country'],
    ];
    for (const [change, field] of cases) {
      const res = await http.post('/payout-accounts', host.token, { ...bank, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
  });

  it('keeps and shows only the last 4 digits; the sandbox verifies in the background', async () => {
    const { host, organizationId } = await eventWithSales(t.app, t.db);
    const added = await http.post('/payout-accounts', host.token, bank);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      last4: '6789',
      status: 'pending',
      provider: 'sandbox',
      isDefault: false,
    });
    expect(JSON.stringify(added.body)).not.toContain(SANDBOX_BANK.verifies);
    const stored = await t.db.query('SELECT * FROM payout_accounts WHERE organization_id = $1', [
      organizationId,
    ]);
    expect(JSON.stringify(stored)).not.toContain(SANDBOX_BANK.verifies);

    const failing = await http.post('/payout-accounts', host.token, {
      ...bank,
      accountNumber: SANDBOX_BANK.failsVerification,
    });
    expect(failing.status).toBe(200);
    await runJobsLater(t.app);
    const list = await http.get('/payout-accounts', host.token);
    const byId = new Map(list.body.data.items.map((a: { id: string }) => [a.id, a]));
    expect(byId.get(added.body.data.id)).toMatchObject({
      status: 'verified',
      isDefault: true,
      failureReason: null,
    });
    expect(byId.get(failing.body.data.id)).toMatchObject({ status: 'failed', isDefault: false });
    expect((byId.get(failing.body.data.id) as { failureReason: string }).failureReason).toMatch(
      /could not verify/,
    );
  });

  it("can't be removed while a payout to it is in flight, and can once it is paid", async () => {
    const sale = await eventWithSales(t.app, t.db);
    const accountId = await makePayoutReady(t.db, sale.organizationId);
    const payout = await http.post('/payouts', sale.host.token, { amountCents: 1000 });
    expect(payout.status).toBe(200);
    const refused = await http.del(`/payout-accounts/${accountId}`, sale.host.token);
    expect(refused.status).toBe(409);
    await runJobsLater(t.app);
    expect((await http.del(`/payout-accounts/${accountId}`, sale.host.token)).status).toBe(200);
    expect((await http.get('/payout-accounts', sale.host.token)).body.data.items).toEqual([]);
  });

  it("someone else's account is not found", async () => {
    const mine = await eventWithSales(t.app, t.db);
    const theirs = await eventWithSales(t.app, t.db);
    await makePayoutReady(t.db, mine.organizationId);
    const theirAccount = await makePayoutReady(t.db, theirs.organizationId);
    const res = await http.post('/payouts', mine.host.token, {
      amountCents: 100,
      payoutAccountId: theirAccount,
    });
    expect(res.status).toBe(404);
    expect((await http.del(`/payout-accounts/${theirAccount}`, mine.host.token)).status).toBe(404);
  });
});

describe('identity check (KYC)', () => {
  it('moves the organization and its owner KYC Requested → Completed', async () => {
    const { host } = await eventWithSales(t.app, t.db);
    const before = await http.get('/organizations/me/kyc', host.token);
    expect(before.body.data).toMatchObject({ kycStatus: 'KYC', kycFailureReason: null });
    const res = await http.post('/organizations/me/kyc', host.token, identity);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kycStatus: 'KYC Requested' });
    expect(await profileStatus(host)).toBe('KYC Requested');
    expect((await http.post('/organizations/me/kyc', host.token, identity)).status).toBe(409);
    await runJobsLater(t.app);
    expect((await http.get('/organizations/me/kyc', host.token)).body.data.kycStatus).toBe('Completed');
    expect(await profileStatus(host)).toBe('Completed');
  });

  it('a failed check says why and lets the host try again', async () => {
    const { host } = await eventWithSales(t.app, t.db);
    await http.post('/organizations/me/kyc', host.token, {
      ...identity,
      idNumberLast4: SANDBOX_BANK.kycFailsIdLast4,
    });
    await runJobsLater(t.app);
    const failed = await http.get('/organizations/me/kyc', host.token);
    expect(failed.body.data.kycStatus).toBe('KYC');
    expect(failed.body.data.kycFailureReason).toMatch(/could not match/);
    expect(await profileStatus(host)).toBe('KYC');
    const retry = await http.post('/organizations/me/kyc', host.token, identity);
    expect(retry.body.data).toMatchObject({ kycStatus: 'KYC Requested', kycFailureReason: null });
    await runJobsLater(t.app);
    expect((await http.get('/organizations/me/kyc', host.token)).body.data.kycStatus).toBe('Completed');
  });

  it('names bad fields', async () => {
    const { host } = await eventWithSales(t.app, t.db);
    const res = await http.post('/organizations/me/kyc', host.token, {
      ...identity,
      idNumberLast4: '12',
      dateOfBirth: '2020-01-01',
      postalCode: 'x',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining(['idNumberLast4', 'dateOfBirth', 'postalCode']),
    );
  });
});

describe('requesting a payout', () => {
  it('refuses without KYC, without an account, beyond the balance, and bad amounts', async () => {
    const sale = await eventWithSales(t.app, t.db, { priceCents: 2500, quantity: 2 });
    const token = sale.host.token;
    const noKyc = await http.post('/payouts', token, { amountCents: 1000 });
    expect(noKyc.status).toBe(422);
    expect(noKyc.body.error.code).toBe('KYC_REQUIRED');
    await t.db.query(`UPDATE organizations SET kyc_status = 'Completed' WHERE id = $1`, [
      sale.organizationId,
    ]);
    const noAccount = await http.post('/payouts', token, { amountCents: 1000 });
    expect(noAccount.status).toBe(422);
    expect(noAccount.body.error.code).toBe('PAYOUT_ACCOUNT_REQUIRED');
    await makePayoutReady(t.db, sale.organizationId);
    const tooMuch = await http.post('/payouts', token, { amountCents: 5001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Only $50.00 is available to pay out',
    });
    for (const amountCents of [0, -100, 10.5, '100', null]) {
      const res = await http.post('/payouts', token, { amountCents });
      expect(res.status, String(amountCents)).toBe(400);
      expect(res.body.error.fields).toHaveProperty('amountCents');
    }
    expect((await http.get('/payouts', token)).body.data.total).toBe(0);
  });

  it('refuses an account still being verified, or one that failed verification', async () => {
    const sale = await eventWithSales(t.app, t.db);
    await t.db.query(`UPDATE organizations SET kyc_status = 'Completed' WHERE id = $1`, [
      sale.organizationId,
    ]);
    const pending = await http.post('/payout-accounts', sale.host.token, bank);
    const refused = await http.post('/payouts', sale.host.token, {
      amountCents: 100,
      payoutAccountId: pending.body.data.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'PAYOUT_ACCOUNT_REQUIRED',
      message: expect.stringMatching(/being verified/),
    });
    const failing = await http.post('/payout-accounts', sale.host.token, {
      ...bank,
      accountNumber: SANDBOX_BANK.failsVerification,
    });
    await runJobsLater(t.app);
    const failed = await http.post('/payouts', sale.host.token, {
      amountCents: 100,
      payoutAccountId: failing.body.data.id,
    });
    expect(failed.body.error).toMatchObject({
      code: 'PAYOUT_ACCOUNT_REQUIRED',
      message: expect.stringMatching(/could not be verified/),
    });
    expect((await http.post('/payouts', sale.host.token, { amountCents: 100 })).status).toBe(200);
  });

  it('goes requested → processing → paid by jobs; figures reconcile with the ledger', async () => {
    const sale = await eventWithSales(t.app, t.db, { priceCents: 2500, quantity: 2 });
    await makePayoutReady(t.db, sale.organizationId);
    const res = await http.post('/payouts', sale.host.token, { amountCents: 3000 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      amountCents: 3000,
      status: 'requested',
      failureReason: null,
      accountLast4: '6789',
    });
    expect((await http.get('/payouts/balance', sale.host.token)).body.data).toMatchObject({
      availableCents: 2000,
      inFlightCents: 3000,
      paidOutCents: 0,
    });
    await t.app.jobs.runDueJobs();
    expect((await http.get('/payouts', sale.host.token)).body.data.items[0].status).toBe('processing');
    await runJobsLater(t.app);
    const list = await http.get('/payouts', sale.host.token);
    expect(list.body.data).toMatchObject({ total: 1, pageSize: 20, hasMore: false });
    expect(list.body.data.items[0]).toMatchObject({ status: 'paid' });
    expect(list.body.data.items[0].paidAt).toEqual(expect.any(String));
    expect((await http.get('/payouts/balance', sale.host.token)).body.data).toMatchObject({
      availableCents: 2000,
      inFlightCents: 0,
      paidOutCents: 3000,
      lifetimeNetCents: 5000,
    });
    const lines = await t.db.query<{ account: string; kind: string; amount_cents: number }>(
      'SELECT account, kind, amount_cents FROM ledger_entries WHERE payout_id = $1 ORDER BY created_at, amount_cents',
      [res.body.data.id],
    );
    expect(lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(0);
    expect(lines.map((l) => `${l.account}:${l.kind}`).sort()).toEqual(
      ['host:payout', 'host_bank:payout_paid', 'payout_transit:payout', 'payout_transit:payout_paid'].sort(),
    );
  });

  it('a failed payout says why and its amount returns to the balance by a new entry', async () => {
    const sale = await eventWithSales(t.app, t.db, { priceCents: 2500, quantity: 2 });
    await makePayoutReady(t.db, sale.organizationId, SANDBOX_BANK.payoutsFail);
    const res = await http.post('/payouts', sale.host.token, { amountCents: 5000 });
    expect(res.status).toBe(200);
    expect((await http.get('/payouts/balance', sale.host.token)).body.data.availableCents).toBe(0);
    await runJobsLater(t.app);
    const [payout] = (await http.get('/payouts', sale.host.token)).body.data.items;
    expect(payout).toMatchObject({ status: 'failed', failureReason: expect.stringMatching(/returned/) });
    expect((await http.get('/payouts/balance', sale.host.token)).body.data).toMatchObject({
      availableCents: 5000,
      inFlightCents: 0,
      paidOutCents: 0,
    });
  });

  it('an Idempotency-Key replay returns the same payout; another body with it is refused', async () => {
    const sale = await eventWithSales(t.app, t.db);
    await makePayoutReady(t.db, sale.organizationId);
    const headers = { 'idempotency-key': `payout-${sale.eventId}` };
    const first = await http.post('/payouts', sale.host.token, { amountCents: 1500 }, headers);
    const again = await http.post('/payouts', sale.host.token, { amountCents: 1500 }, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await http.post('/payouts', sale.host.token, { amountCents: 1 }, headers);
    expect(other.status).toBe(422);
    expect((await http.get('/payouts', sale.host.token)).body.data.total).toBe(1);
  });

  it('a refund after a payout leaves the balance owed, netted against the next payout; the refund is not blocked', async () => {
    const host = await seedUser(t.db, { name: 'Hana Host' });
    const first = await eventWithSales(t.app, t.db, { host, priceCents: 2000, quantity: 1 });
    await makePayoutReady(t.db, first.organizationId);
    expect((await http.post('/payouts', host.token, { amountCents: 2000 })).status).toBe(200);
    await runJobsLater(t.app);

    const asked = await http.post(`/orders/${first.orderId}/refund-requests`, first.buyer.token, {
      reason: 'ill',
    });
    expect(asked.status).toBe(200);
    const approved = await http.post(`/refund-requests/${asked.body.data.id}/approve`, host.token, {});
    expect(approved.status).toBe(200);
    await runJobsLater(t.app);
    const owed = (await http.get('/payouts/balance', host.token)).body.data;
    expect(owed).toMatchObject({ availableCents: -2000, owedCents: 2000, paidOutCents: 2000 });
    expect((await http.post('/payouts', host.token, { amountCents: 1 })).body.error.code).toBe(
      'INSUFFICIENT_BALANCE',
    );

    await eventWithSales(t.app, t.db, { host, priceCents: 3000, quantity: 1 });
    const netted = (await http.get('/payouts/balance', host.token)).body.data;
    expect(netted).toMatchObject({ availableCents: 1000, owedCents: 0 });
    expect((await http.post('/payouts', host.token, { amountCents: 1001 })).status).toBe(422);
    expect((await http.post('/payouts', host.token, { amountCents: 1000 })).status).toBe(200);
  });

  it('pages payouts by 20, newest first', async () => {
    const sale = await eventWithSales(t.app, t.db, { priceCents: 5000, quantity: 1 });
    await makePayoutReady(t.db, sale.organizationId);
    for (let i = 0; i < 21; i += 1) {
      expect((await http.post('/payouts', sale.host.token, { amountCents: 100 + i })).status).toBe(200);
    }
    const one = (await http.get('/payouts?page=1', sale.host.token)).body.data;
    const two = (await http.get('/payouts?page=2', sale.host.token)).body.data;
    expect(one).toMatchObject({ total: 21, hasMore: true });
    expect(one.items).toHaveLength(20);
    expect(one.items[0].amountCents).toBe(120);
    expect(two.items.map((p: { amountCents: number }) => p.amountCents)).toEqual([100]);
  });
});
