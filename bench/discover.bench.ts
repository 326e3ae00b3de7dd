/**
 * Discover at scale (issue 3): seeds 10k, 100k and 1M events on PostgreSQL and times the
 * Discover query (filter + sort + page, plus its capped count) through the service, against
 * the same SQL run bare on a pg pool in the same run. Targets: p99 under 25 ms at 1M, and p99
 * growth from 10k to 1M within 2×.
 *
 * BENCH_DATABASE_URL (default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test);
 * a fresh schema is created and dropped. BENCH_DISCOVER_SIZES (default 10000,100000,1000000),
 * BENCH_DISCOVER_RUNS (default 200), BENCH_DISCOVER_PGLITE_SIZES (default 10000,100000; empty
 * to skip) for the embedded database's figures.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { ZDiscoverQuery } from '@mingle/shared/schemas/events';
import { discoverWindow } from '@mingle/shared/zoned-time';
import pg from 'pg';
import type { z } from 'zod';
import { type Db, openPostgres, wrapPglite } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import {
  type DiscoverFilter,
  discoverCountSql,
  discoverSql,
} from '../apps/api/src/modules/discover/discover.repository.ts';
import { discoverEvents, toTsquery } from '../apps/api/src/modules/discover/discover.service.ts';

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const sizesFrom = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').filter(Boolean).map(Number);
const SIZES = sizesFrom(process.env.BENCH_DISCOVER_SIZES, '10000,100000,1000000');
const PGLITE_SIZES = sizesFrom(process.env.BENCH_DISCOVER_PGLITE_SIZES, '10000,100000');
const RUNS = Number(process.env.BENCH_DISCOVER_RUNS ?? 200);
const WARMUP = 30;
const P99_TARGET_MS = 25;
const GROWTH_TARGET = 2;

const ADJECTIVES =
  'Sunset Midnight Golden Velvet Neon Secret Rooftop Underground Cosmic Electric Lazy Wild Urban Silent Blue Crimson Late Early Open Little'.split(
    ' ',
  );
const GENRES =
  'Jazz Techno Salsa Comedy Poetry Yoga Wine Karaoke Disco Funk Soul Trivia Film Art Chess Tango Hiphop Folk Punk Opera House Reggae Blues Swing Samba Indie Gospel Ambient Drag Improv Ceramics Photo Sketch Running Cycling Climbing Brunch Supper Cocktail Coffee'.split(
    ' ',
  );
const FORMATS = 'Night Party Social Session Club Festival Meetup Workshop Jam Showcase'.split(' ');
const CITIES =
  'Oakland Berkeley Austin Denver Portland Seattle Chicago Boston Miami Atlanta Brooklyn Queens Detroit Phoenix Dallas Houston Nashville Memphis Toronto Montreal Vancouver London Paris Berlin Madrid Lisbon Dublin Amsterdam Prague Vienna Rome Milan Athens Istanbul Cairo Lagos Nairobi Mumbai Delhi Tokyo Seoul Sydney Melbourne Auckland Lima Bogota Santiago Mexico Havana Reykjavik'.split(
    ' ',
  );
const HOST_WORDS =
  'Owls Larks Collective Crew House Society Club Union Lab Guild Gang Circle Family Tribe Studio'.split(' ');
const ZONES = ['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo', 'America/New_York'];

const sqlArray = (words: string[]) => `(ARRAY[${words.map((w) => `'${w}'`).join(',')}])`;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Hosts, guests and `count` events starting between a year ago and a year ahead. */
export async function seed(db: Db, from: number, to: number): Promise<void> {
  if (from === 1) {
    await db.exec(`
      INSERT INTO users (email, name, profile_status)
        SELECT 'bench' || g || '@bench.local', 'Bench ' || g, 'Completed' FROM generate_series(1, 5000) g;
      INSERT INTO organizations (owner_id, name)
        SELECT id, ${sqlArray(ADJECTIVES)}[1 + floor(random() * ${ADJECTIVES.length})::int] || ' '
                || ${sqlArray(HOST_WORDS)}[1 + floor(random() * ${HOST_WORDS.length})::int]
          FROM (SELECT id FROM users ORDER BY email LIMIT 1000) hosts`);
  }
  // 1% last 2–10 days, the rest 1–5 hours; 90% published (5% drafts, 5% cancelled), 90% public.
  await db.exec(`
    WITH orgs AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM organizations),
    raw AS (
      SELECT g, orgs.ids[1 + (g % orgs.n)] AS organization_id,
             ${sqlArray(ADJECTIVES)}[1 + floor(random() * ${ADJECTIVES.length})::int] || ' '
               || ${sqlArray(GENRES)}[1 + floor(random() * ${GENRES.length})::int] || ' '
               || ${sqlArray(FORMATS)}[1 + floor(random() * ${FORMATS.length})::int] AS title,
             now() - interval '365 days' + random() * interval '730 days' AS starts_at,
             CASE WHEN random() < 0.01 THEN interval '2 days' + random() * interval '8 days'
                  ELSE interval '1 hour' + random() * interval '4 hours' END AS span,
             ${sqlArray(CITIES)}[1 + floor(random() * ${CITIES.length})::int] AS city,
             (floor(random() * 21) * 500)::int AS price,
             random() AS r1, random() AS r2
        FROM orgs, generate_series(${from}, ${to}) g
    )
    INSERT INTO events (organization_id, status, visibility, title, starts_at, ends_at, time_zone, venue_name,
                        address, city, min_price_cents, currency, published_at, search_vector)
    SELECT raw.organization_id,
           CASE WHEN r1 < 0.05 THEN 'draft' WHEN r1 < 0.10 THEN 'cancelled' ELSE 'published' END,
           CASE WHEN r2 < 0.10 THEN 'private' ELSE 'public' END,
           title, starts_at, starts_at + span, 'UTC', 'Venue ' || (g % 997), g || ' Main St', city, price, 'USD',
           now(), to_tsvector('simple', concat_ws(' ', title, o.name, 'Venue ' || (g % 997), city))
      FROM raw JOIN organizations o ON o.id = raw.organization_id;
    INSERT INTO rsvps (event_id, user_id, answer)
      SELECT e.id, u.id, 'Yes' FROM (SELECT id FROM events ORDER BY random() LIMIT ${Math.ceil((to - from + 1) / 4)}) e
      CROSS JOIN LATERAL (SELECT id FROM users ORDER BY random() LIMIT 2) u
      ON CONFLICT DO NOTHING`);
}

type Query = z.output<typeof ZDiscoverQuery>;

/** A realistic mix: mostly the default listing, then date filters, sorts, searches and cities. */
function randomQuery(): Query {
  const r = Math.random();
  const page = Math.random() < 0.7 ? 1 : 1 + Math.floor(Math.random() * 5);
  const raw: Record<string, unknown> = { page, tz: pick(ZONES) };
  if (r < 0.3) {
    // default listing
  } else if (r < 0.45) raw.date = pick(['today', 'tomorrow', 'weekend']);
  else if (r < 0.6) raw.sort = pick(['price_desc', 'price_asc', 'date_desc']);
  else if (r < 0.75) raw.q = pick([...GENRES, ...ADJECTIVES]).toLowerCase();
  else if (r < 0.85) raw.city = pick(CITIES);
  else if (r < 0.92) Object.assign(raw, { city: pick(CITIES), sort: pick(['price_asc', 'price_desc']) });
  else Object.assign(raw, { q: pick(GENRES), date: pick(['today', 'tomorrow', 'weekend']) });
  return ZDiscoverQuery.parse(raw);
}

/** The same filter the service builds, for the bare run. */
function filterOf(query: Query, now: Date): DiscoverFilter {
  const window = query.date ? discoverWindow(query.date, now, query.tz) : undefined;
  const filter: DiscoverFilter = { horizon: window && window.from > now ? window.from : now };
  if (window) filter.before = window.to;
  if (query.city) filter.city = query.city;
  const tsquery = toTsquery(query.q);
  if (tsquery) filter.tsquery = tsquery;
  return filter;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Timing {
  p50: number;
  p99: number;
}

async function time(run: (q: Query) => Promise<unknown>, queries: Query[]): Promise<Timing> {
  for (const q of queries.slice(0, WARMUP)) await run(q);
  const samples: number[] = [];
  for (const q of queries) {
    const start = performance.now();
    await run(q);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
const row = (cells: string[]) =>
  console.info(cells.map((c, i) => (i === 0 ? c.padEnd(12) : c.padStart(11))).join(' │'));

async function benchPostgres(): Promise<boolean> {
  const schema = `bench_discover_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = openPostgres(PG_URL, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(PG_URL, { searchPath: schema, max: 10 });
  const bare = new pg.Pool({ connectionString: PG_URL, max: 10, options: `-c search_path=${schema}` });
  const results: { size: number; service: Timing; bare: Timing }[] = [];
  try {
    await migrate(db);
    console.info(`PostgreSQL, schema ${schema}; ${RUNS} timed runs per size after ${WARMUP} warm-up runs`);
    row(['events', 'service p50', 'service p99', 'bare p50', 'bare p99', 'ratio p50', 'ratio p99']);
    let seeded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await seed(db, seeded + 1, size);
      seeded = size;
      // What autovacuum does in production: statistics, and the visibility map index-only scans need.
      await db.exec('VACUUM ANALYZE events');
      await db.exec('VACUUM ANALYZE rsvps');
      const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
      const now = new Date();
      const queries = Array.from({ length: RUNS }, randomQuery);
      const service = await time((q) => discoverEvents({ db }, q, now), queries);
      const bareTiming = await time(async (q) => {
        const filter = filterOf(q, now);
        const page = discoverSql(filter, q.sort, 21, (q.page - 1) * 20);
        const count = discoverCountSql(filter, 1000);
        await Promise.all([bare.query(page.sql, page.params), bare.query(count.sql, count.params)]);
      }, queries);
      results.push({ size, service, bare: bareTiming });
      row([
        `${size.toLocaleString('en-US')}`,
        ms(service.p50),
        ms(service.p99),
        ms(bareTiming.p50),
        ms(bareTiming.p99),
        `${(service.p50 / bareTiming.p50).toFixed(2)}×`,
        `${(service.p99 / bareTiming.p99).toFixed(2)}×`,
      ]);
      console.info(`             (seeded in ${seedSeconds} s)`);
    }
  } finally {
    await bare.end();
    await db.close();
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  }
  const first = results[0];
  const last = results.at(-1);
  if (!first || !last || first === last) return true;
  const growth = last.service.p99 / first.service.p99;
  const okP99 = last.service.p99 < P99_TARGET_MS;
  const okGrowth = growth <= GROWTH_TARGET;
  console.info(
    `p99 at ${last.size.toLocaleString('en-US')}: ${last.service.p99.toFixed(2)} ms (target < ${P99_TARGET_MS} ms: ${okP99 ? 'met' : 'MISSED'}); ` +
      `growth ${first.size.toLocaleString('en-US')} → ${last.size.toLocaleString('en-US')}: ${growth.toFixed(2)}× (target ≤ ${GROWTH_TARGET}×: ${okGrowth ? 'met' : 'MISSED'})`,
  );
  return okP99 && okGrowth;
}

/** The embedded default, for scale: same queries through the service on PGlite. */
async function benchPglite(): Promise<void> {
  if (PGLITE_SIZES.length === 0) return;
  const pglite = await PGlite.create();
  const db = wrapPglite(pglite);
  try {
    await migrate(db);
    console.info(`\nPGlite (embedded default), ${RUNS} runs per size, through the service`);
    row(['events', 'p50', 'p99']);
    let seeded = 0;
    for (const size of PGLITE_SIZES) {
      await seed(db, seeded + 1, size);
      seeded = size;
      await db.exec('VACUUM ANALYZE events');
      const now = new Date();
      const timing = await time(
        (q) => discoverEvents({ db }, q, now),
        Array.from({ length: RUNS }, randomQuery),
      );
      row([size.toLocaleString('en-US'), ms(timing.p50), ms(timing.p99)]);
    }
  } finally {
    await pglite.close();
  }
}

export async function main(): Promise<boolean> {
  const ok = await benchPostgres();
  await benchPglite();
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
