/**
 * Discover at scale (issues 3 and 12): 10k, 100k and 1M events on PostgreSQL; times a mix of
 * every query shape Discover sends (filter + sort + page, plus its capped count) through the
 * service, against the same SQL run bare on a pg pool in the same run, then each shape alone.
 * Targets: p99 under 25 ms at 1M for the mix and for every shape, and p99 growth from 10k to 1M
 * within 2×.
 *
 * BENCH_DATABASE_URL (default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test).
 * Each size's seeded schema (bench_discover_v<seed version>_<size>) is kept for the next run;
 * BENCH_DISCOVER_RESEED=1 seeds afresh. BENCH_DISCOVER_SIZES (default 10000,100000,1000000),
 * BENCH_DISCOVER_RUNS (default 200), BENCH_DISCOVER_PGLITE_SIZES (default 10000; empty
 * to skip) for the embedded database's figures.
 */
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
import { discoverEvents, toSearch } from '../apps/api/src/modules/discover/discover.service.ts';
import { percentile, timeSideBySide } from './support/side-by-side.ts';
import { recordResult } from './support/summary.ts';

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const sizesFrom = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').filter(Boolean).map(Number);
const SIZES = sizesFrom(process.env.BENCH_DISCOVER_SIZES, '10000,100000,1000000');
const PGLITE_SIZES = sizesFrom(process.env.BENCH_DISCOVER_PGLITE_SIZES, '10000');
const RUNS = Number(process.env.BENCH_DISCOVER_RUNS ?? 200);
const WARMUP = 30;
const SHAPE_RUNS = Number(process.env.BENCH_DISCOVER_SHAPE_RUNS ?? 60);
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
  // 1% last 2–10 days, the rest 1–5 hours; 90% published (5% drafts, 5% cancelled), 90% public;
  // every fourth event has two Yes RSVPs. One statement, all set-based, so 1M events seed in
  // about a minute. The rows are consistent by construction, so the foreign-key triggers are off
  // for it (session_replication_role): checking 1.5M references one by one would take longer
  // than the insert itself.
  await db.exec(`
    SET session_replication_role = replica;
    WITH orgs AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM organizations),
    guests AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM users),
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
    ),
    inserted AS (
      INSERT INTO events (organization_id, status, visibility, title, starts_at, ends_at, time_zone, venue_name,
                          address, city, min_price_cents, currency, published_at, search_vector)
      SELECT raw.organization_id,
             CASE WHEN r1 < 0.05 THEN 'draft' WHEN r1 < 0.10 THEN 'cancelled' ELSE 'published' END,
             CASE WHEN r2 < 0.10 THEN 'private' ELSE 'public' END,
             title, starts_at, starts_at + span, 'UTC', 'Venue ' || (g % 997), g || ' Main St', city, price, 'USD',
             now(), to_tsvector('simple', concat_ws(' ', title, o.name, 'Venue ' || (g % 997), city))
        FROM raw JOIN organizations o ON o.id = raw.organization_id
      RETURNING id, address
    )
    INSERT INTO rsvps (event_id, user_id, answer)
      SELECT inserted.id, guests.ids[1 + (split_part(address, ' ', 1)::int + k * 2503) % guests.n], 'Yes'
        FROM inserted, guests, generate_series(0, 1) k
       WHERE split_part(address, ' ', 1)::int % 4 = 0;
    SET session_replication_role = DEFAULT`);
}

const DATES = ['today', 'tomorrow', 'weekend'];
const word = () => pick([...GENRES, ...ADJECTIVES]).toLowerCase();

/**
 * Every shape of query Discover's screen sends, with its share of the mix: mostly the default
 * listing, then date filters, sorts, searches (one word, two common words, a word still being
 * typed) and cities, alone and combined.
 */
const SHAPES: { name: string; share: number; make: () => Record<string, unknown> }[] = [
  { name: 'default listing', share: 0.3, make: () => ({}) },
  { name: 'date', share: 0.12, make: () => ({ date: pick(DATES) }) },
  { name: 'sort', share: 0.12, make: () => ({ sort: pick(['price_desc', 'price_asc', 'date_desc']) }) },
  { name: 'one word', share: 0.1, make: () => ({ q: word() }) },
  {
    name: 'two common words',
    share: 0.06,
    make: () => ({ q: `${pick(ADJECTIVES)} ${pick([...GENRES, ...FORMATS])}`.toLowerCase() }),
  },
  {
    name: 'word being typed',
    share: 0.03,
    make: () => ({ q: `${pick(GENRES).toLowerCase()} ${pick(FORMATS).slice(0, 2).toLowerCase()}` }),
  },
  { name: 'city', share: 0.1, make: () => ({ city: pick(CITIES) }) },
  {
    name: 'city + price sort',
    share: 0.07,
    make: () => ({ city: pick(CITIES), sort: pick(['price_asc', 'price_desc']) }),
  },
  { name: 'word + date', share: 0.05, make: () => ({ q: word(), date: pick(DATES) }) },
  {
    name: 'city + date + word',
    share: 0.05,
    make: () => ({ city: pick(CITIES), date: pick(DATES), q: word() }),
  },
];

type Query = z.output<typeof ZDiscoverQuery>;

function randomQuery(): Query {
  const total = SHAPES.reduce((sum, s) => sum + s.share, 0);
  let r = Math.random() * total;
  let shape = SHAPES[0]!;
  for (shape of SHAPES) {
    r -= shape.share;
    if (r < 0) break;
  }
  const page = Math.random() < 0.7 ? 1 : 1 + Math.floor(Math.random() * 5);
  return ZDiscoverQuery.parse({ page, tz: pick(ZONES), ...shape.make() });
}

/** The same filter the service builds, for the bare run. */
function filterOf(query: Query, now: Date): DiscoverFilter {
  const window = query.date ? discoverWindow(query.date, now, query.tz) : undefined;
  const filter: DiscoverFilter = { horizon: window && window.from > now ? window.from : now };
  if (window) filter.before = window.to;
  if (query.city) filter.city = query.city;
  const search = toSearch(query.q);
  if (search) filter.search = search;
  return filter;
}

interface Timing {
  p50: number;
  p99: number;
}

async function time(run: (q: Query) => Promise<unknown>, queries: Query[], warmup = WARMUP): Promise<Timing> {
  for (const q of queries.slice(0, warmup)) await run(q);
  const samples: number[] = [];
  for (const q of queries) {
    const start = performance.now();
    await run(q);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

function summarize(samples: number[]): Timing {
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
const row = (cells: string[]) =>
  console.info(cells.map((c, i) => (i === 0 ? c.padEnd(12) : c.padStart(11))).join(' │'));

/**
 * Bump when seed() changes, or when a migration reshapes what is seeded (4: the search_terms_of() index, 0023,
 * so its index is built once after the load rather than by rewriting a kept table): the seeded
 * schemas are kept between runs (seeding 1M events is most of this benchmark's time) under a
 * name carrying this version and the size.
 */
const SEED_VERSION = 4;
/** Seeded data is relative to its seeding day; past this age it is seeded afresh. */
const SEED_MAX_AGE_DAYS = 30;
const RESEED = process.env.BENCH_DISCOVER_RESEED === '1';

/**
 * A schema holding `size` seeded events, migrated to the latest migration: reused when an
 * earlier run left a complete one (its `bench_seed` row is written last), else seeded afresh.
 */
async function seededSchema(
  admin: Db,
  size: number,
): Promise<{ schema: string; seconds: number; reused: boolean }> {
  const schema = `bench_discover_v${SEED_VERSION}_${size}`;
  const started = performance.now();
  const fresh = await admin
    .query<{ ok: boolean }>(
      `SELECT seeded_at > now() - make_interval(days => $1) AS ok FROM ${schema}.bench_seed WHERE size = $2`,
      [SEED_MAX_AGE_DAYS, size],
    )
    .then(
      (rows) => rows[0]?.ok === true,
      () => false,
    );
  const db = openPostgres(PG_URL, { searchPath: schema, max: 1 });
  try {
    if (fresh && !RESEED) {
      // New migrations (indexes) apply on top of the kept data; statistics follow them.
      if ((await migrate(db)).length > 0) await db.exec('ANALYZE');
      return { schema, seconds: (performance.now() - started) / 1000, reused: true };
    }
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    await migrate(db);
    await withoutIndexes(db, ['events', 'rsvps'], () => seed(db, 1, size));
    // What autovacuum does in production: statistics, and the visibility map index-only scans need.
    await db.exec('VACUUM ANALYZE events');
    await db.exec('VACUUM ANALYZE rsvps');
    await db.exec(
      `CREATE TABLE bench_seed (size int NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now());
       INSERT INTO bench_seed (size) VALUES (${size})`,
    );
    return { schema, seconds: (performance.now() - started) / 1000, reused: false };
  } finally {
    await db.close();
  }
}

/**
 * Runs `load` with the tables' secondary indexes dropped, then builds them again: one sorted
 * build per index is several times faster than keeping them (the GIN one above all) row by row.
 */
async function withoutIndexes(db: Db, tables: string[], load: () => Promise<void>): Promise<void> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
  await load();
  await db.exec(`SET maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.exec(index.definition);
}

async function benchPostgres(): Promise<void> {
  const admin = openPostgres(PG_URL, { max: 1 });
  const results: { size: number; service: Timing; bare: Timing; shapes: Map<string, Timing> }[] = [];
  try {
    console.info(
      `PostgreSQL; ${RUNS} timed runs of the mix per size after ${WARMUP} warm-up runs, then ${SHAPE_RUNS} per query shape`,
    );
    for (const size of SIZES) {
      const seeded = await seededSchema(admin, size);
      console.info(
        `${size.toLocaleString('en-US')} events: schema ${seeded.schema} ${seeded.reused ? 'reused' : 'seeded'} in ${seeded.seconds.toFixed(1)} s`,
      );
      const db = openPostgres(PG_URL, { searchPath: seeded.schema, max: 10 });
      const bare = new pg.Pool({
        connectionString: PG_URL,
        max: 10,
        options: `-c jit=off -c search_path=${seeded.schema}`,
      });
      try {
        const now = new Date();
        const queries = Array.from({ length: RUNS }, randomQuery);
        const [service, bareTiming] = (
          await timeSideBySide(
            RUNS,
            WARMUP,
            (i) => discoverEvents({ db }, queries[i % RUNS]!, now),
            async (i) => {
              const q = queries[i % RUNS]!;
              const filter = filterOf(q, now);
              const page = discoverSql(filter, q.sort, 21, (q.page - 1) * 20);
              // The service counts only listings without a search (a search's total is what it has seen).
              const count = filter.search ? undefined : discoverCountSql(filter, 1000);
              await Promise.all([
                bare.query(page.sql, page.params),
                count && bare.query(count.sql, count.params),
              ]);
            },
          )
        ).map(summarize) as [Timing, Timing];
        const shapes = new Map<string, Timing>();
        for (const shape of SHAPES) {
          const shaped = Array.from({ length: SHAPE_RUNS }, () => ZDiscoverQuery.parse(shape.make()));
          shapes.set(shape.name, await time((q) => discoverEvents({ db }, q, now), shaped, 5));
        }
        results.push({ size, service, bare: bareTiming, shapes });
      } finally {
        await bare.end();
        await db.close();
      }
    }
  } finally {
    await admin.close();
  }
  row(['events', 'service p50', 'service p99', 'bare p50', 'bare p99', 'ratio p50', 'ratio p99']);
  for (const r of results)
    row([
      r.size.toLocaleString('en-US'),
      ms(r.service.p50),
      ms(r.service.p99),
      ms(r.bare.p50),
      ms(r.bare.p99),
      `${(r.service.p50 / r.bare.p50).toFixed(2)}×`,
      `${(r.service.p99 / r.bare.p99).toFixed(2)}×`,
    ]);
  const first = results[0];
  const last = results.at(-1);
  if (!first || !last) return;
  const label = last.size >= 1_000_000 ? `${last.size / 1_000_000}M` : last.size.toLocaleString('en-US');
  console.info(`\nper query shape at ${last.size.toLocaleString('en-US')} events, through the service`);
  row(['shape'.padEnd(28), 'p50', 'p99']);
  for (const [name, t] of last.shapes) row([name.padEnd(28), ms(t.p50), ms(t.p99)]);
  const worst = [...last.shapes].reduce((a, b) => (b[1].p99 > a[1].p99 ? b : a));
  recordResult({
    figure: `discover: mix p99 at ${label} events (PostgreSQL)`,
    goal: `< ${P99_TARGET_MS} ms`,
    measured: `${last.service.p99.toFixed(1)} ms (bare SQL ${last.bare.p99.toFixed(1)} ms)`,
    pass: last.service.p99 < P99_TARGET_MS,
  });
  recordResult({
    figure: `discover: slowest shape p99 at ${label} (${worst[0]})`,
    goal: `< ${P99_TARGET_MS} ms`,
    measured: `${worst[1].p99.toFixed(1)} ms`,
    pass: worst[1].p99 < P99_TARGET_MS,
  });
  if (first !== last) {
    const growth = last.service.p99 / first.service.p99;
    recordResult({
      figure: `discover: p99 growth ${first.size.toLocaleString('en-US')} → ${last.size.toLocaleString('en-US')}`,
      goal: `≤ ${GROWTH_TARGET}×`,
      measured: `${growth.toFixed(2)}×`,
      pass: growth <= GROWTH_TARGET,
    });
  }
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
      recordResult({
        figure: `discover: mix p99 at ${size.toLocaleString('en-US')} events (PGlite)`,
        goal: 'reported',
        measured: `${timing.p99.toFixed(1)} ms`,
        pass: true,
      });
    }
  } finally {
    await pglite.close();
  }
}

export async function main(): Promise<void> {
  await benchPostgres();
  await benchPglite();
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
