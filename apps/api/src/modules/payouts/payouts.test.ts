import { SANDBOX_BANK } from '@mingle/shared/schemas/payouts';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/checkout-fixtures.ts';
import { useTestApp } from '../../../test/helpers.ts';
import { api, bank, endEvent, eventWithSales, makePayoutReady, runJobsLater } from './payout-fixtures.ts';

const t = useTestApp();
const http = api(t);

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
