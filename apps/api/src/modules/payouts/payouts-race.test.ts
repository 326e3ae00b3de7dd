import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import { api, eventWithSales, makePayoutReady, runJobsLater } from './payout-fixtures.ts';

const t = useTestApp();
const http = api(t);

const ROUNDS = 3;

describe('payouts under concurrency', () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'round %i: 20 requests at once for the whole balance → exactly one accepted',
    async () => {
      const sale = await eventWithSales(t.app, t.db, { priceCents: 2500, quantity: 2 });
      await makePayoutReady(t.db, sale.organizationId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => http.post('/payouts', sale.host.token, { amountCents: 5000 })),
      );
      const accepted = answers.filter((a) => a.status === 200);
      expect(accepted).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect([409, 422]).toContain(refused.status);
        expect(refused.body.error.code).toBe('INSUFFICIENT_BALANCE');
        expect(refused.body.error.message).toMatch(/available/);
      }
      const balance = (await http.get('/payouts/balance', sale.host.token)).body.data;
      expect(balance).toMatchObject({ availableCents: 0, inFlightCents: 5000 });
      await runJobsLater(t.app);
      expect((await http.get('/payouts/balance', sale.host.token)).body.data).toMatchObject({
        availableCents: 0,
        paidOutCents: 5000,
      });
    },
  );

  it('20 requests of $10 against $50 → exactly five accepted, never more than available', async () => {
    const sale = await eventWithSales(t.app, t.db, { priceCents: 2500, quantity: 2 });
    await makePayoutReady(t.db, sale.organizationId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => http.post('/payouts', sale.host.token, { amountCents: 1000 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const sum = await t.db.maybeOne<{ total: number }>(
      'SELECT COALESCE(SUM(amount_cents), 0)::int AS total FROM payouts WHERE organization_id = $1',
      [sale.organizationId],
    );
    expect(sum?.total).toBe(5000);
  });
});
