import { SANDBOX_BANK } from '@mingle/shared/schemas/payouts';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/checkout-fixtures.ts';
import { useTestApp } from '../../../test/helpers.ts';
import { api, bank, eventWithSales, makePayoutReady, runJobsLater } from './payout-fixtures.ts';

const t = useTestApp();
const http = api(t);

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
