import { SANDBOX_BANK } from '@mingle/shared/schemas/payouts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { useTestApp } from '../../../test/helpers.ts';
import { api, endEvent, makePayoutReady, recordLedger, runJobsLater } from './payout-fixtures.ts';

const t = useTestApp();
const http = api(t);

type Op =
  | { type: 'sale'; ended: boolean; cents: number }
  | { type: 'refund'; ended: boolean; cents: number }
  | { type: 'payout'; cents: number; failing: boolean }
  | { type: 'settle' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('sale' as const),
    ended: fc.boolean(),
    cents: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({
    type: fc.constant('refund' as const),
    ended: fc.boolean(),
    cents: fc.integer({ min: 1, max: 10_000 }),
  }),
  fc.record({
    type: fc.constant('payout' as const),
    cents: fc.integer({ min: 1, max: 25_000 }),
    failing: fc.boolean(),
  }),
  fc.constant({ type: 'settle' as const }),
);

interface Line {
  account: string;
  kind: string;
  amount_cents: number;
  ended: boolean;
}

/** The balance rule, replayed over the raw ledger rows in plain code. */
function replay(lines: Line[]) {
  const sum = (keep: (l: Line) => boolean) => lines.filter(keep).reduce((s, l) => s + l.amount_cents, 0);
  const earning = (l: Line) => l.account === 'host' && (l.kind === 'sale' || l.kind === 'refund');
  const ended = sum((l) => earning(l) && l.ended);
  const pending = sum((l) => earning(l) && !l.ended);
  const payouts = sum((l) => l.account === 'host' && (l.kind === 'payout' || l.kind === 'payout_returned'));
  return {
    availableCents: ended + payouts,
    pendingCents: pending,
    inFlightCents: sum((l) => l.account === 'payout_transit'),
    paidOutCents: sum((l) => l.account === 'host_bank'),
    lifetimeNetCents: ended + pending,
  };
}

describe('balance is a replay of the ledger', () => {
  it('for any sequence of sales, refunds, payouts and failures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const host = await seedUser(t.db, { name: 'Hana Host' });
        const past = await seedEvent(t.db, { host });
        const future = await seedEvent(t.db, { host });
        await endEvent(t.db, past.eventId);
        const org = past.organizationId;
        const okAccount = await makePayoutReady(t.db, org, SANDBOX_BANK.verifies);
        await t.db.query('UPDATE payout_accounts SET is_default = false WHERE id = $1', [okAccount]);
        const failingAccount = await makePayoutReady(t.db, org, SANDBOX_BANK.payoutsFail);

        for (const step of ops) {
          if (step.type === 'sale' || step.type === 'refund') {
            await recordLedger(t.db, org, step.ended ? past.eventId : future.eventId, step.type, step.cents);
          } else if (step.type === 'settle') {
            await runJobsLater(t.app);
          } else {
            const before = (await http.get('/payouts/balance', host.token)).body.data;
            const res = await http.post('/payouts', host.token, {
              amountCents: step.cents,
              payoutAccountId: step.failing ? failingAccount : okAccount,
            });
            // Accepted exactly when the amount was available at request time.
            expect(res.status).toBe(step.cents <= before.availableCents ? 200 : 422);
          }
          const lines = await t.db.query<Line>(
            `SELECT l.account, l.kind, l.amount_cents, COALESCE(e.ends_at <= now(), false) AS ended
               FROM ledger_entries l LEFT JOIN events e ON e.id = l.event_id WHERE l.organization_id = $1`,
            [org],
          );
          const balance = (await http.get('/payouts/balance', host.token)).body.data;
          expect(balance).toMatchObject(replay(lines));
          for (const value of Object.values(balance)) {
            if (typeof value === 'number') expect(Number.isSafeInteger(value)).toBe(true);
          }
        }
        // Whatever happened, the payouts not returned never exceed the ended earnings.
        const settled = await runJobsLater(t.app).then(() => http.get('/payouts/balance', host.token));
        const out = settled.body.data.paidOutCents + settled.body.data.inFlightCents;
        const lines = await t.db.query<Line>(
          `SELECT l.account, l.kind, l.amount_cents, true AS ended FROM ledger_entries l
            JOIN events e ON e.id = l.event_id WHERE l.organization_id = $1 AND e.ends_at <= now()
            ORDER BY l.created_at, l.id`,
          [org],
        );
        expect(out).toBeLessThanOrEqual(Math.max(0, ...prefixMaxima(lines)));
        expect(settled.body.data.inFlightCents).toBe(0);
      }),
      { numRuns: 25 },
    );
  });
});

/** The largest the ended earnings ever were, in ledger order (a later refund may lower them). */
function prefixMaxima(lines: Line[]): number[] {
  let running = 0;
  return lines
    .filter((l) => l.account === 'host' && (l.kind === 'sale' || l.kind === 'refund'))
    .map((l) => {
      running += l.amount_cents;
      return running;
    });
}
