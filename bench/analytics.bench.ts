/**
 * Host analytics at scale (issue 9): one host with 1,000 events, 500,000 tickets and 50,000
 * connection requests on PostgreSQL; each analytics call (overview, revenue, guests, matches,
 * connection requests) over All and Last 30 Days, through the service (the queries, which
 * hold the access check, the facts read beside them, assembly) against the same SQL run bare on a pg pool in the same
 * process. Then the same with a tenth of the data, for growth (each call timed at both sizes turn by
 * turn): the full size is 10× that
 * (seeding 10× the full size took most of an hour on a busy 2-core machine). Targets: p99 < 50 ms per call, at least 0.6× the
 * bare queries' throughput, and 10× data costing at most 2× the time.
 *
 * Two baselines, both bare SQL on a pg pool: the report's own rollup queries without the service
 * around them (the throughput goal is measured against these: the strictest; they hold the
 * access check, which reads the organization through the caller's membership), and the same
 * figures summed from the raw tables (`raw.repository.ts`, what the reports read before
 * rollups), timed a few runs at the base size and checked to agree with every report.
 *
 * The seeded data is loaded with triggers off and its rollups built in bulk by
 * `analytics_rebuild()`, as the migration backfills them. It is kept in a schema named after the
 * sizes, the migrations, the seeding code and the day, and reused by the next run that day
 * (BENCH_ANALYTICS_FRESH=1 seeds again); other analytics bench schemas are dropped.
 *
 * BENCH_DATABASE_URL (default TEST_DATABASE_URL, then the local `test` database),
 * BENCH_ANALYTICS_EVENTS (1000), BENCH_ANALYTICS_TICKETS (500000), BENCH_ANALYTICS_REQUESTS
 * (50000), BENCH_ANALYTICS_GROWTH (10: the growth run has 1/10 of the data; 0 skips it), BENCH_ANALYTICS_RUNS (timed runs
 * per call and range, default 40), BENCH_ANALYTICS_RAW_RUNS (raw-table runs, default 3; 0 skips).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import type { RangeDateFilter } from '@mingle/shared/enums';
import pg from 'pg';
import { type Db, openPostgres } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { params, type Scope, windowParams } from '../apps/api/src/modules/analytics/analytics.repository.ts';
import {
  getConnectionRequests,
  getGuests,
  getMatches,
  getOverview,
  getRevenue,
} from '../apps/api/src/modules/analytics/analytics.service.ts';
import { headlineOfRaw, headlineOfReports } from '../apps/api/src/modules/analytics/analytics-reconcile.ts';
import { rangeWindow } from '../apps/api/src/modules/analytics/analytics-window.ts';
import { type DailySet, dailyParams } from '../apps/api/src/modules/analytics/daily.repository.ts';
import { MONEY_SQL } from '../apps/api/src/modules/analytics/money.repository.ts';
import { PEOPLE_SQL } from '../apps/api/src/modules/analytics/people.repository.ts';
import { type RawScope, rawFigures, rawQueries } from '../apps/api/src/modules/analytics/raw.repository.ts';
import { percentile, timeSideBySide } from './support/side-by-side.ts';
import { recordResult } from './support/summary.ts';

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1000);
const TICKETS = Number(process.env.BENCH_ANALYTICS_TICKETS ?? 500_000);
const REQUESTS = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 50_000);
const GROWTH = Number(process.env.BENCH_ANALYTICS_GROWTH ?? 10);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 40);
const RAW_RUNS = Number(process.env.BENCH_ANALYTICS_RAW_RUNS ?? 3);
const WARMUP = Math.min(5, Math.ceil(RUNS / 5));
const P99_TARGET_MS = 50;
const THROUGHPUT_TARGET = 0.6;
const GROWTH_TARGET = 2;

interface Size {
  events: number;
  tickets: number;
  requests: number;
}
const FULL: Size = { events: EVENTS, tickets: TICKETS, requests: REQUESTS };
const sized = (f: number): Size => ({
  events: Math.round(EVENTS * f),
  tickets: Math.round(TICKETS * f),
  requests: Math.round(REQUESTS * f),
});
const TZ = 'America/New_York';

/**
 * One host and its history, of the given size: events a year back to a month ahead, orders of
 * two tickets sold over the month before each event (a fifth with a 10% promo, one in 33
 * refunded), two thirds of past tickets scanned, RSVPs, and connection requests (a tenth
 * answered with a match, a fifth declined, the rest pending).
 */
export async function seed(db: Db, size: Size): Promise<string> {
  const events = size.events;
  const orders = Math.round(size.tickets / 2);
  const users = Math.max(20_000, Math.round(size.tickets / 25));
  const initial = Math.round(size.requests / 1.1);
  await db.exec(`
    SET session_replication_role = replica;
    INSERT INTO users (email, name, profile_status) VALUES ('host@bench.local', 'Bench Host', 'Completed');
    INSERT INTO organizations (owner_id, name) SELECT id, 'Bench Nights' FROM users WHERE email = 'host@bench.local';
    INSERT INTO users (email, name, gender, intent, birthdate, profile_status)
      SELECT 'g' || g || '@bench.local', 'Guest ' || g, (ARRAY['Man', 'Woman', 'Non-Binary'])[1 + g % 3],
             (ARRAY['Open to anything', 'Friendship', 'Dating'])[1 + g % 3], date '1965-01-01' + (g % 15000), 'Completed'
        FROM generate_series(1, ${users}) g;
    CREATE TABLE b_users AS SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM users WHERE email LIKE 'g%';
    CREATE UNIQUE INDEX ON b_users (n);
    INSERT INTO events (organization_id, status, title, starts_at, ends_at, time_zone, published_at)
      SELECT o.id, 'published', 'Night ' || g,
             now() - interval '330 days' + (g::float / ${events}) * interval '360 days',
             now() - interval '326 days' + (g::float / ${events}) * interval '360 days', 'UTC', now()
        FROM organizations o, generate_series(1, ${events}) g;
    CREATE TABLE b_events AS SELECT row_number() OVER (ORDER BY id)::int AS n, id, starts_at FROM events;
    CREATE UNIQUE INDEX ON b_events (n);
    INSERT INTO ticket_types (event_id, name, price_cents, quantity)
      SELECT id, t.name, t.price, 1000000 FROM b_events, (VALUES ('General', 2000), ('VIP', 5000)) t(name, price);
    CREATE TABLE b_orders AS
      SELECT g, gen_random_uuid() AS id, e.id AS event_id, e.starts_at, tt.id AS type_id, tt.price_cents AS price,
             u.id AS buyer, LEAST(now() - interval '1 hour', e.starts_at - random() * interval '30 days') AS paid_at,
             CASE WHEN g % 5 = 0 THEN tt.price_cents / 10 ELSE 0 END AS unit_discount, g % 33 = 0 AS refunded
        FROM generate_series(1, ${orders}) g
        JOIN b_events e ON e.n = 1 + g % ${events}
        JOIN b_users u ON u.n = 1 + (g * 7) % ${users}
        JOIN ticket_types tt ON tt.event_id = e.id AND tt.name = CASE WHEN g % 4 = 0 THEN 'VIP' ELSE 'General' END;
    INSERT INTO orders (id, event_id, buyer_id, status, currency, subtotal_cents, discount_cents, fee_cents, total_cents,
                        refunded_cents, provider, expires_at, paid_at, created_at)
      SELECT id, event_id, buyer, CASE WHEN refunded THEN 'refunded' ELSE 'paid' END, 'USD', 2 * price,
             2 * unit_discount, 200, 2 * (price - unit_discount) + 200,
             CASE WHEN refunded THEN 2 * (price - unit_discount) ELSE 0 END, 'sandbox', paid_at, paid_at, paid_at
        FROM b_orders;
    INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_cents, unit_discount_cents,
                             unit_net_cents, unit_tax_cents, unit_gross_cents)
      SELECT id, type_id, 2, price, unit_discount, price - unit_discount, 0, price - unit_discount FROM b_orders;
    INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, price_paid_cents, status, redeemed_at, created_at)
      SELECT o.id, o.event_id, o.type_id, o.buyer, md5(o.id::text || k), o.price - o.unit_discount,
             CASE WHEN o.refunded THEN 'refunded' WHEN o.starts_at < now() AND (o.g + k) % 3 <> 0 THEN 'redeemed' ELSE 'valid' END,
             CASE WHEN NOT o.refunded AND o.starts_at < now() AND (o.g + k) % 3 <> 0 THEN o.starts_at + interval '30 minutes' END,
             o.paid_at
        FROM b_orders o, generate_series(1, 2) k;
    INSERT INTO ledger_entries (order_id, event_id, organization_id, account, kind, amount_cents, currency, created_at)
      SELECT o.id, o.event_id, e.organization_id, 'host', 'refund', -2 * (o.price - o.unit_discount), 'USD',
             LEAST(now() - interval '1 minute', o.paid_at + interval '2 days')
        FROM b_orders o JOIN events e ON e.id = o.event_id WHERE o.refunded;
    INSERT INTO rsvps (event_id, user_id, answer, created_at, updated_at)
      SELECT e.id, u.id, CASE WHEN g % 2 = 0 THEN 'Yes' ELSE 'Maybe' END,
             LEAST(now(), e.starts_at - random() * interval '20 days'), LEAST(now(), e.starts_at - random() * interval '20 days')
        FROM generate_series(1, ${Math.round(orders / 10)}) g
        JOIN b_events e ON e.n = 1 + (g * 3) % ${events}
        JOIN b_users u ON u.n = 1 + (g * 11 + 5) % ${users}
      ON CONFLICT DO NOTHING;
    CREATE TABLE b_requests AS
      SELECT g % 10 AS kind, e.id AS event_id, f.id AS from_id, t.id AS to_id,
             LEAST(now() - interval '2 hours', e.starts_at + random() * interval '1 day') AS created_at
        FROM generate_series(1, ${initial}) g
        JOIN b_events e ON e.n = 1 + g % ${events}
        JOIN b_users f ON f.n = 1 + g % ${users}
        JOIN b_users t ON t.n = 1 + (g % ${users} + (1 + g / ${users}) * 97) % ${users};
    INSERT INTO connections (from_user_id, to_user_id, event_id, status, created_at, updated_at, matched_at)
      SELECT from_id, to_id, event_id,
             CASE WHEN kind = 0 THEN 'matched' WHEN kind IN (1, 2) THEN 'declined' ELSE 'pending' END,
             created_at, created_at, CASE WHEN kind = 0 THEN created_at + interval '1 hour' END
        FROM b_requests ON CONFLICT DO NOTHING;
    INSERT INTO connections (from_user_id, to_user_id, event_id, status, created_at, updated_at, matched_at)
      SELECT to_id, from_id, event_id, 'matched', created_at + interval '1 hour', created_at + interval '1 hour',
             created_at + interval '1 hour'
        FROM b_requests WHERE kind = 0 ON CONFLICT DO NOTHING;
    DROP TABLE b_requests, b_orders, b_events, b_users;
    SET session_replication_role = DEFAULT;
    SELECT analytics_rebuild();`);
  // What autovacuum does in production: statistics, and the visibility map index-only scans need.
  await db.exec('VACUUM ANALYZE');
  const host = await db.maybeOne<{ id: string }>(`SELECT id FROM users WHERE email = 'host@bench.local'`);
  return host!.id;
}

const CALLS = {
  overview: getOverview,
  revenue: getRevenue,
  guests: getGuests,
  matches: getMatches,
  requests: getConnectionRequests,
} as const;
type Call = keyof typeof CALLS;

/** The queries each call runs, as bare SQL with the same parameters. */
function bareQueries(call: Call, s: Scope): [string, unknown[]][] {
  const q = { ...MONEY_SQL, ...PEOPLE_SQL };
  const daily = (set: DailySet): [string, unknown[]] => [MONEY_SQL.orgDaily[set], dailyParams(s, set)];
  const sets: Record<Call, [string, unknown[]][]> = {
    overview: [daily('overview')],
    revenue: [daily('revenue'), [q.moneyBreakdown, windowParams(s)]],
    guests: [daily('guests'), [q.orgBreakdowns, [...params(s), s.now]]],
    matches: [daily('matches'), [q.eventPeople, windowParams(s)]],
    requests: [daily('requests')],
  };
  return sets[call];
}

/** The same figures from the raw tables, as each call would sum them without rollups. */
function rawSet(call: Call, s: RawScope): [string, unknown[]][] {
  const q = rawQueries(s);
  const sets: Record<Call, [string, unknown[]][]> = {
    overview: [q.money, q.paidOrders, q.guestDays, q.matches, q.requestDays],
    revenue: [q.money, q.paidOrders],
    guests: [q.guestDays, q.guestBreakdowns],
    matches: [q.matches, q.goingByEvent],
    requests: [q.requestDays],
  };
  return sets[call];
}

interface Timing {
  p50: number;
  p99: number;
  perSecond: number;
}

function timing(sorted: number[]): Timing {
  const total = sorted.reduce((a, b) => a + b, 0);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    perSecond: (sorted.length * 1000) / total,
  };
}

async function time(run: () => Promise<unknown>, runs = RUNS, warmup = WARMUP): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return timing(samples.sort((a, b) => a - b));
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const row = (cells: string[]) =>
  console.info(cells.map((c, i) => (i < 2 ? c.padEnd(9) : c.padStart(11))).join(' │'));

type Results = Map<string, { service: Timing; bare: Timing }>;

const MIGRATIONS = path.join(import.meta.dirname, '../apps/api/src/db/migrations');

/** The cached schema of one size: named after what would change its contents. */
export function schemaName(size: Size): string {
  const hash = createHash('sha1');
  hash.update(
    JSON.stringify([size.events, size.tickets, size.requests, new Date().toISOString().slice(0, 10)]),
  );
  hash.update(seed.toString());
  for (const file of fs.readdirSync(MIGRATIONS).sort())
    hash.update(fs.readFileSync(path.join(MIGRATIONS, file)));
  return `bench_analytics_${hash.digest('hex').slice(0, 16)}`;
}

/** A seeded schema for this size, reused when a finished one exists; stale ones are dropped. */
async function seededSchema(size: Size, keep: string[]): Promise<string> {
  const schema = schemaName(size);
  const admin = openPostgres(PG_URL, { max: 1 });
  try {
    const stale = await admin.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'bench_analytics_%' AND NOT (nspname = ANY($1))`,
      [keep],
    );
    for (const { name } of stale) await admin.exec(`DROP SCHEMA ${name} CASCADE`);
    const ready = await admin.maybeOne<{ ok: boolean }>(
      `SELECT true AS ok FROM pg_tables WHERE schemaname = $1 AND tablename = 'bench_seeded'`,
      [schema],
    );
    if (ready && process.env.BENCH_ANALYTICS_FRESH !== '1') return schema;
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  } finally {
    await admin.close();
  }
  const db = openPostgres(PG_URL, { searchPath: schema, max: 2 });
  try {
    const started = performance.now();
    await migrate(db);
    await seed(db, size);
    await db.exec('CREATE TABLE bench_seeded ()');
    console.info(`seeded ${schema} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.close();
  }
  return schema;
}

async function measure(size: Size, raw: boolean): Promise<Results> {
  const schema = await seededSchema(size, [schemaName(FULL), schemaName(sized(1 / GROWTH))]);
  const db = openPostgres(PG_URL, { searchPath: schema, max: 10 });
  const bare = new pg.Pool({
    connectionString: PG_URL,
    max: 10,
    options: `-c search_path=${schema} -c jit=off`,
  });
  const results: Results = new Map();
  try {
    const host = await db.maybeOne<{ id: string; org: string }>(
      `SELECT u.id, o.id AS org FROM users u JOIN organizations o ON o.owner_id = u.id WHERE u.email = 'host@bench.local'`,
    );
    const hostId = host!.id;
    console.info(
      `\n${size.events.toLocaleString('en-US')} events, ${size.tickets.toLocaleString('en-US')} tickets, ` +
        `${size.requests.toLocaleString('en-US')} requests; ${RUNS} timed runs each after ${WARMUP} warm-ups` +
        (raw && RAW_RUNS > 0 ? `; raw tables ${RAW_RUNS} runs after 1 warm-up` : ''),
    );
    row([
      'call',
      'range',
      'svc p50',
      'svc p99',
      'bare p50',
      'bare p99',
      'vs bare',
      ...(raw && RAW_RUNS > 0 ? ['raw p50', 'vs raw'] : []),
    ]);
    for (const range of ['all', '30d'] as RangeDateFilter[]) {
      const now = new Date();
      const w = rangeWindow(range, now, TZ);
      const scope: Scope & RawScope = {
        viewer: { userId: hostId, organizationId: null },
        organizationId: host!.org,
        eventId: null,
        from: w.from,
        to: w.to,
        tz: TZ,
        now,
      };
      for (const call of Object.keys(CALLS) as Call[]) {
        const [service, bareTiming] = (
          await timeSideBySide(
            RUNS,
            WARMUP,
            () => CALLS[call]({ db }, hostId, { range, tz: TZ }, now),
            () => Promise.all(bareQueries(call, scope).map(([sql, values]) => bare.query(sql, values))),
          )
        ).map(timing) as [Timing, Timing];
        results.set(`${call} ${range}`, { service, bare: bareTiming });
        const rawTiming =
          raw && RAW_RUNS > 0
            ? await time(
                () => Promise.all(rawSet(call, scope).map(([sql, values]) => bare.query(sql, values))),
                RAW_RUNS,
                1,
              )
            : null;
        row([
          call,
          range,
          ms(service.p50),
          ms(service.p99),
          ms(bareTiming.p50),
          ms(bareTiming.p99),
          `${(service.perSecond / bareTiming.perSecond).toFixed(2)}×`,
          ...(rawTiming
            ? [ms(rawTiming.p50), `${(service.perSecond / rawTiming.perSecond).toFixed(0)}×`]
            : []),
        ]);
      }
      if (raw) {
        const p = { range, tz: TZ };
        const reports = headlineOfReports({
          overview: await getOverview({ db }, hostId, p, now),
          revenue: await getRevenue({ db }, hostId, p, now),
          guests: await getGuests({ db }, hostId, p, now),
          matches: await getMatches({ db }, hostId, p, now),
          requests: await getConnectionRequests({ db }, hostId, p, now),
        });
        const agree = isDeepStrictEqual(reports, headlineOfRaw(await rawFigures(db, scope), reports));
        console.info(`  ${range}: every figure equals the raw tables' sum: ${agree ? 'yes' : 'NO'}`);
        if (!agree) throw new Error(`the reports disagree with the raw tables over ${range}`);
      }
    }
  } finally {
    await bare.end();
    await db.close();
  }
  return results;
}

/**
 * Each call's p50 at the full size over its p50 at a tenth, the two sizes timed turn by turn
 * (support/side-by-side.ts). Taken from the two tables above, timed a minute apart, drift alone
 * moved calls whose code and data had not changed from 0.68× to 1.43× between two runs.
 */
async function growthSideBySide(): Promise<(readonly [string, number])[]> {
  const open = async (size: Size) => {
    const schema = await seededSchema(size, [schemaName(FULL), schemaName(sized(1 / GROWTH))]);
    const db = openPostgres(PG_URL, { searchPath: schema, max: 10 });
    const host = await db.maybeOne<{ id: string }>(`SELECT id FROM users WHERE email = 'host@bench.local'`);
    return { db, hostId: host!.id };
  };
  const full = await open(FULL);
  const small = await open(sized(1 / GROWTH));
  try {
    const growth: (readonly [string, number])[] = [];
    for (const range of ['all', '30d'] as RangeDateFilter[]) {
      const now = new Date();
      for (const call of Object.keys(CALLS) as Call[]) {
        const [big, little] = await timeSideBySide(
          RUNS,
          WARMUP,
          () => CALLS[call]({ db: full.db }, full.hostId, { range, tz: TZ }, now),
          () => CALLS[call]({ db: small.db }, small.hostId, { range, tz: TZ }, now),
        );
        growth.push([`${call} ${range}`, percentile(big, 50) / percentile(little, 50)]);
      }
    }
    return growth;
  } finally {
    await full.db.close();
    await small.db.close();
  }
}

/** Records the goals (support/summary.ts); a missed goal is a FAIL row, not a failed run. */
export async function main(): Promise<void> {
  const base = await measure(FULL, true);
  let worstP99 = 0;
  let worstRatio = Number.POSITIVE_INFINITY;
  for (const r of base.values()) {
    worstP99 = Math.max(worstP99, r.service.p99);
    worstRatio = Math.min(worstRatio, r.service.perSecond / r.bare.perSecond);
  }
  const slowest = [...base].sort((a, b) => b[1].service.p99 - a[1].service.p99)[0]![0];
  recordResult({
    figure: 'analytics: slowest call p99 (All and Last 30 Days, PostgreSQL)',
    goal: `p99 < ${P99_TARGET_MS} ms`,
    measured: `${ms(worstP99)} (${slowest})`,
    pass: worstP99 < P99_TARGET_MS,
  });
  recordResult({
    figure: 'analytics: lowest throughput vs the same SQL bare',
    goal: `≥ ${THROUGHPUT_TARGET}×`,
    measured: `${worstRatio.toFixed(2)}×`,
    pass: worstRatio >= THROUGHPUT_TARGET,
  });
  if (GROWTH <= 1) return;
  await measure(sized(1 / GROWTH), false);
  const growth = await growthSideBySide();
  console.info(
    `\n${GROWTH}× data, p50 growth per call (both sizes timed turn by turn): ` +
      growth.map(([k, g]) => `${k} ${g.toFixed(2)}×`).join(', '),
  );
  const [worstKey, worst] = [...growth].sort((a, b) => b[1] - a[1])[0]!;
  recordResult({
    figure: `analytics: ${GROWTH}× data, worst p50 growth`,
    goal: `≤ ${GROWTH_TARGET}×`,
    measured: `${worst.toFixed(2)}× (${worstKey})`,
    pass: worst <= GROWTH_TARGET,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
