/**
 * Checkout under contention (issue 4): concurrent buyers place and pay orders for a few ticket
 * types of one event through the service layer (createOrder: one transaction of 5 round trips,
 * whose last statement claims the inventory and writes order + items + expiry job; payOrder: one
 * statement that reads the order and takes its payment lock, the sandbox charge, then one
 * transaction of 3 round trips that writes paid + tickets + ledger + receipt job; counted in
 * apps/api/src/modules/orders/checkout-round-trips.test.ts). Every order hits the same few
 * ticket type rows, so their row locks are the contention. Beside it, in the same run, a bare
 * insert of the same rows (order, items, tickets) with the same concurrency and pool; the ratio
 * is printed and goes to the closing summary (goal ≥ 0.5×, with every claimed ticket accounted for).
 *
 * BENCH_DATABASE_URL (default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test);
 * a fresh schema is created and dropped. BENCH_CHECKOUT_ORDERS (default 2000),
 * BENCH_CHECKOUT_CONCURRENCY (default 32 buyers at once on a pool of 10), BENCH_CHECKOUT_TYPES
 * (default 4 ticket types), BENCH_CHECKOUT_ROUNDS (default 5 alternating rounds).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { SANDBOX_CARDS } from '@mingle/shared/schemas/orders';
import pino from 'pino';
import type { AppContext } from '../apps/api/src/app-context.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Db, openPostgres } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { createOrder, payOrder } from '../apps/api/src/modules/orders/index.ts';
import { createProviders } from '../apps/api/src/providers/index.ts';
import { recordResult } from './support/summary.ts';

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_CHECKOUT_ORDERS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CHECKOUT_CONCURRENCY ?? 32);
const TYPES = Number(process.env.BENCH_CHECKOUT_TYPES ?? 4);
const ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 5);
const POOL = 10;
const BUYERS = 500;

interface Basket {
  buyerId: string;
  ticketTypeId: string;
  quantity: number;
}

/** Runs `work(i)` for i in [0, total) with `concurrency` in flight; returns each call's latency. */
async function drive(
  total: number,
  concurrency: number,
  work: (i: number) => Promise<void>,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const started = performance.now();
      await work(i);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

function report(label: string, perSecond: number, latencies: number[]): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.info(
    `${label.padEnd(36)} ${perSecond.toFixed(0).padStart(6)} orders/s   p50 ${percentile(sorted, 0.5).toFixed(1)} ms   p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
  );
}

async function seed(
  db: Db,
): Promise<{ eventId: string; ticketTypes: { id: string; price: number }[]; buyers: string[] }> {
  const host = await db.maybeOne<{ id: string }>(
    `INSERT INTO users (email, name, profile_status) VALUES ('host@bench.local', 'Bench Host', 'Completed') RETURNING id`,
  );
  const org = await db.maybeOne<{ id: string }>(
    `INSERT INTO organizations (owner_id, name) VALUES ($1, 'Bench Events') RETURNING id`,
    [host!.id],
  );
  const event = await db.maybeOne<{ id: string }>(
    `INSERT INTO events (organization_id, status, title, starts_at, ends_at, time_zone, city, address, published_at)
     VALUES ($1, 'published', 'Bench Night', now() + interval '7 days', now() + interval '7 days 4 hours', 'UTC',
             'Berlin', '1 Main St', now()) RETURNING id`,
    [org!.id],
  );
  const ticketTypes: { id: string; price: number }[] = [];
  for (let i = 0; i < TYPES; i += 1) {
    const price = 1500 + i * 1000;
    const row = await db.maybeOne<{ id: string }>(
      `INSERT INTO ticket_types (event_id, name, price_cents, quantity, max_per_order) VALUES ($1, $2, $3, 10000000, 10)
       RETURNING id`,
      [event!.id, `Tier ${i + 1}`, price],
    );
    ticketTypes.push({ id: row!.id, price });
  }
  const buyers = await db.query<{ id: string }>(
    `INSERT INTO users (email, name, profile_status)
       SELECT 'buyer' || g || '@bench.local', 'Buyer ' || g, 'Completed' FROM generate_series(1, ${BUYERS}) g
     RETURNING id`,
  );
  return { eventId: event!.id, ticketTypes, buyers: buyers.map((b) => b.id) };
}

/** The rows checkout writes for an order, inserted with no checks, claims or jobs. */
async function bareInsert(db: Db, eventId: string, basket: Basket, price: number): Promise<void> {
  const subtotal = price * basket.quantity;
  const fee = Math.floor((subtotal * 10 + 100) / 200) + 100 * basket.quantity;
  await db.transaction(async (tx) => {
    const order = await tx.maybeOne<{ id: string }>(
      `INSERT INTO orders (event_id, buyer_id, status, currency, subtotal_cents, discount_cents, fee_cents, total_cents,
                           provider, expires_at, paid_at)
       VALUES ($1, $2, 'paid', 'USD', $3, 0, $4, $5, 'sandbox', now(), now()) RETURNING id`,
      [eventId, basket.buyerId, subtotal, fee, subtotal + fee],
    );
    await tx.query(
      `INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_cents, unit_net_cents, unit_tax_cents,
                                unit_gross_cents) VALUES ($1, $2, $3, $4, $4, 0, $4)`,
      [order!.id, basket.ticketTypeId, basket.quantity, price],
    );
    const values: unknown[] = [order!.id, eventId, basket.ticketTypeId, basket.buyerId, price];
    const rows = Array.from({ length: basket.quantity }, () => {
      values.push(randomBytes(20).toString('base64url'));
      return `($1, $2, $3, $4, $${values.length}, $5)`;
    });
    await tx.query(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, price_paid_cents) VALUES ${rows.join(', ')}`,
      values,
    );
  });
}

async function main(): Promise<void> {
  const schema = `bench_checkout_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = openPostgres(PG_URL, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(PG_URL, { searchPath: schema, max: POOL });
  try {
    await migrate(db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/${schema}` });
    const ctx: AppContext = { config, db, providers: createProviders(config, db, pino({ level: 'silent' })) };
    const { eventId, ticketTypes, buyers } = await seed(db);
    const baskets: Basket[] = Array.from({ length: ORDERS }, (_, i) => ({
      buyerId: buyers[i % buyers.length]!,
      ticketTypeId: ticketTypes[i % ticketTypes.length]!.id,
      quantity: 1 + (i % 4),
    }));
    const priceOf = new Map(ticketTypes.map((t) => [t.id, t.price]));
    console.info(
      `PostgreSQL, schema ${schema}: ${ORDERS} orders (1–4 tickets) by ${CONCURRENCY} concurrent buyers on ${TYPES} ticket types, pool ${POOL}`,
    );

    const bare = (i: number) => bareInsert(db, eventId, baskets[i]!, priceOf.get(baskets[i]!.ticketTypeId)!);
    const place = async (i: number) => {
      const b = baskets[i]!;
      return createOrder(ctx, b.buyerId, eventId, {
        items: [{ ticketTypeId: b.ticketTypeId, quantity: b.quantity }],
        promoCode: undefined,
      });
    };
    const checkout = async (i: number) =>
      payOrder(ctx, baskets[i]!.buyerId, await place(i), SANDBOX_CARDS.succeeds);

    // Warm every path (connections, plans), then alternate them round by round so that load
    // from elsewhere on the machine falls on all three alike; the median round is reported.
    await drive(50, CONCURRENCY, bare);
    await drive(50, CONCURRENCY, async (i) => void (await place(i)));
    await drive(50, CONCURRENCY, checkout);
    const perRound = Math.ceil(ORDERS / ROUNDS);
    const rates: Record<'bare' | 'place' | 'checkout', number[]> = { bare: [], place: [], checkout: [] };
    const latencies: Record<'bare' | 'place' | 'checkout', number[]> = { bare: [], place: [], checkout: [] };
    const paths = { bare, place: async (i: number) => void (await place(i)), checkout } as const;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of ['bare', 'place', 'checkout'] as const) {
        const started = performance.now();
        const times = await drive(perRound, CONCURRENCY, paths[name]);
        rates[name].push((perRound / (performance.now() - started)) * 1000);
        latencies[name].push(...times);
      }
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    report('bare insert (order, items, tickets)', median(rates.bare), latencies.bare);
    report('place order (claim + hold)', median(rates.place), latencies.place);
    report('checkout (place + pay + tickets)', median(rates.checkout), latencies.checkout);
    const ratio = (name: 'place' | 'checkout') =>
      median(rates[name].map((rate, round) => rate / rates.bare[round]!)).toFixed(2);
    console.info(
      `ratio to bare insert (median of ${ROUNDS} rounds): place ${ratio('place')}, checkout ${ratio('checkout')}`,
    );

    const claimed = await db.maybeOne<{ n: number }>('SELECT sum(sold)::int AS n FROM ticket_types');
    const quantity = (n: number) => baskets.slice(0, n).reduce((sum, b) => sum + b.quantity, 0);
    const expected = 2 * quantity(50) + 2 * ROUNDS * quantity(perRound);
    console.info(
      `tickets claimed ${claimed?.n} (expected ${expected}${claimed?.n === expected ? ', exact' : ', MISMATCH'})`,
    );
    // Each checkout's tickets are written once: as many tickets of paid orders as their items hold.
    const issued = await db.maybeOne<{ tickets: number; units: number }>(
      `SELECT (SELECT count(*)::int FROM tickets t JOIN orders o ON o.id = t.order_id WHERE o.status = 'paid') AS tickets,
              (SELECT sum(i.quantity)::int FROM order_items i JOIN orders o ON o.id = i.order_id
                WHERE o.status = 'paid') AS units`,
    );
    // Every claim is one the baskets made and every paid unit has exactly one ticket.
    const miscounted = Math.abs(claimed!.n - expected) + Math.abs(issued!.tickets - issued!.units);
    console.info(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const checkoutRatio = Number(ratio('checkout'));
    recordResult({
      figure: 'checkout: place + pay vs bare insert, 32 buyers (PostgreSQL)',
      goal: '≥ 0.5×, 0 oversold',
      measured: `${checkoutRatio.toFixed(2)}×, ${miscounted === 0 ? '0 oversold' : `${miscounted} tickets miscounted`}`,
      pass: checkoutRatio >= 0.5 && miscounted === 0,
    });
  } finally {
    await db.close();
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  }
}

await main();
