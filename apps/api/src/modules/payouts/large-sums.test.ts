import { describe, expect, it } from 'vitest';
import { seedEvent } from '../../../test/checkout-fixtures.ts';
import { useTestApp } from '../../../test/helpers.ts';
import { api, endEvent, makePayoutReady, recordLedger, runJobsLater } from './payout-fixtures.ts';

/** A host whose lifetime sales pass 2^31 cents ($21.47M): every figure is summed in 64 bits. */
const t = useTestApp();
const http = api(t);

describe('money sums past 2^31 cents', () => {
  it('balance, payouts and statement add up instead of failing', async () => {
    const event = await seedEvent(t.db);
    await endEvent(t.db, event.eventId);
    for (let i = 0; i < 3; i++) await recordLedger(t.db, event.organizationId, event.eventId, 'sale', 2e9);
    for (let i = 0; i < 2; i++)
      await recordLedger(t.db, event.organizationId, event.eventId, 'refund', 1.5e9);
    await makePayoutReady(t.db, event.organizationId);

    const balance = await http.get('/payouts/balance', event.host.token);
    expect(balance.status).toBe(200);
    expect(balance.body.data).toMatchObject({ availableCents: 3e9, lifetimeNetCents: 3e9 });

    for (const key of ['a', 'b', 'c']) {
      const payout = await http.post(
        '/payouts',
        event.host.token,
        { amountCents: 1e9 },
        { 'idempotency-key': key },
      );
      expect(payout.status).toBe(200);
    }
    await runJobsLater(t.app);
    const after = await http.get('/payouts/balance', event.host.token);
    expect(after.body.data).toMatchObject({ availableCents: 0, paidOutCents: 3e9 });
    expect((await http.get('/payouts', event.host.token)).status).toBe(200);

    const statement = await http.get('/payouts/statement', event.host.token);
    expect(statement.status).toBe(200);
    expect(statement.body.data).toMatchObject({ refundsCents: 3e9, buyerFeesCents: 300, payoutsCents: 3e9 });
    const csv = await http.get('/payouts/statement?format=csv', event.host.token);
    expect(csv.status).toBe(200);
  });
});
