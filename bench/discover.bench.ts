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
import { openPostgres, wrapPglite } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import {
  type DiscoverFilter,
  discoverCountSql,
  discoverEvents,
  discoverSql,
  toSearch,
} from '../apps/api/src/modules/discover/index.ts';
import {
  ADJECTIVES,
  CITIES,
  FORMATS,
  GENRES,
  pick,
  seed,
  seededSchema,
  ZONES,
} from './support/discover-seed.ts';
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

async function benchPostgres(): Promise<void> {
  const admin = openPostgres(PG_URL, { max: 1 });
  const results: { size: number; service: Timing; bare: Timing; shapes: Map<string, Timing> }[] = [];
  try {
    console.info(
      `PostgreSQL; ${RUNS} timed runs of the mix per size after ${WARMUP} warm-up runs, then ${SHAPE_RUNS} per query shape`,
    );
    for (const size of SIZES) {
      const seeded = await seededSchema(admin, PG_URL, size);
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
