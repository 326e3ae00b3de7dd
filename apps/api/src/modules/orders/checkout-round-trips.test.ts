import { SANDBOX_CARDS } from '@mingle/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEvent, seedUser } from '../../../test/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { createOrder } from './orders.service.ts';
import { payOrder } from './payment.service.ts';

/**
 * Checkout's cost on PostgreSQL is its round trips: every statement waits for the network and
 * holds a pooled connection, and the hot ticket type rows stay locked from the claim to the
 * commit. These counts keep the statements that were folded together from coming back one by
 * one (bench/checkout.bench.ts measures what they cost).
 */

interface Counts {
  /** Statements sent, BEGIN and COMMIT included. */
  roundTrips: number;
  transactions: number;
}

function counting(db: Db): { db: Db; counts: Counts } {
  const counts: Counts = { roundTrips: 0, transactions: 0 };
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      counts.roundTrips += 1;
      return q.query(sql, params);
    },
    maybeOne: (sql, params) => {
      counts.roundTrips += 1;
      return q.maybeOne(sql, params);
    },
  });
  return {
    counts,
    db: {
      ...db,
      ...wrap(db),
      transaction: (fn) => {
        counts.transactions += 1;
        counts.roundTrips += 2;
        return db.transaction((tx) => fn(wrap(tx)));
      },
    },
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('checkout round trips', () => {
  it('places a held order in one transaction of 5 round trips, and pays it with 4 more', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(t.db, {
      ticketTypes: [
        { priceCents: 2500, quantity: 50 },
        { priceCents: 4000, quantity: 50 },
      ],
    });
    const buyer = await seedUser(t.db);
    const place = counting(t.db);
    const ctx: AppContext = { ...t.app.ctx, db: place.db };
    const orderId = await createOrder(ctx, buyer.userId, eventId, {
      items: [
        { ticketTypeId: ticketTypeIds[0]!, quantity: 2 },
        { ticketTypeId: ticketTypeIds[1]!, quantity: 3 },
      ],
      promoCode: undefined,
    });
    // BEGIN, the event with its ticket types, the person's admission, claim + order + items +
    // expiry job, COMMIT.
    expect(place.counts).toEqual({ roundTrips: 5, transactions: 1 });

    const pay = counting(t.db);
    await payOrder({ ...t.app.ctx, db: pay.db }, buyer.userId, orderId, SANDBOX_CARDS.succeeds);
    // Read + payment lock; then BEGIN, paid + tickets + ledger + offer + receipt job, COMMIT.
    expect(pay.counts).toEqual({ roundTrips: 4, transactions: 1 });

    const tickets = await t.db.query<{ ticket_type_id: string }>(
      'SELECT ticket_type_id FROM tickets WHERE order_id = $1',
      [orderId],
    );
    expect(tickets).toHaveLength(5);
    const ledger = await t.db.maybeOne<{ n: number; sum: number }>(
      'SELECT count(*)::int AS n, sum(amount_cents)::int AS sum FROM ledger_entries WHERE order_id = $1',
      [orderId],
    );
    expect(ledger).toEqual({ n: 3, sum: 0 });
  });
});
