/**
 * A shared event link going viral: signed-out GET events/:id under 50 connections, beside a
 * one-query endpoint (GET /api/health: one `SELECT 1` through the same stack) on the same server
 * in the same run, with the signed-out view's short-lived cache on (EVENT_CACHE_MS=1000, the
 * default) and off (0: every read runs its queries). Goal: the event read ≥ 0.5× the one-query
 * endpoint. On PGlite, then on PostgreSQL in a fresh schema when BENCH_DATABASE_URL (default
 * TEST_DATABASE_URL, then the local `test` database) answers. BENCH_EVENT_READ_SECONDS per
 * measurement (default 5).
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { seedEvent } from './support/seed-event.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { recordResult } from './support/summary.ts';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_EVENT_READ_SECONDS ?? 5);
const CONNECTIONS = 50;
const GOAL = 0.5;

async function measure(url: string): Promise<AutocannonResult> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

const row = (label: string, r: AutocannonResult, ratio?: number) =>
  `${label.padEnd(44)} ${Math.round(r.requests.average).toString().padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms${ratio === undefined ? '' : `   ${ratio.toFixed(2)}× ${ratio >= GOAL ? 'ok' : `BELOW ${GOAL}×`}`}`;

/** A fresh schema on the PostgreSQL server, when one answers; dropped at the end. */
async function postgresSchema(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = openPostgres(PG_URL, { max: 1 });
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  try {
    await admin.exec(`CREATE SCHEMA ${schema}`);
  } catch {
    await admin.close().catch(() => {});
    return null;
  }
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

console.info(`${CONNECTIONS} connections, ${SECONDS} s each`);
const pg = await postgresSchema();
const databases: Array<[string, Record<string, string>]> = [['PGlite (embedded default)', {}]];
if (pg) databases.push(['PostgreSQL', { DATABASE_URL: pg.url }]);
else console.info(`PostgreSQL at ${PG_URL} did not answer: PGlite only`);
const runs = databases.flatMap(([db, env]) =>
  (
    [
      ['cache on (EVENT_CACHE_MS=1000)', '1000'],
      ['cache off (EVENT_CACHE_MS=0)', '0'],
    ] as const
  ).map(([label, cacheMs]) => [`${db}, ${label}`, cacheMs, env] as const),
);
for (const [label, cacheMs, env] of runs) {
  let server: RunningServer | undefined;
  try {
    server = await startServer(3302, {
      ...env,
      EVENT_CACHE_MS: cacheMs,
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'mingle-bench-no-client'),
    });
    const eventId = await seedEvent(server.url);
    const baseline = await measure(`${server.url}/api/health`);
    const read = await measure(`${server.url}/api/v1/events/${eventId}`);
    const ratio = read.requests.average / baseline.requests.average;
    const cached = cacheMs !== '0';
    recordResult({
      figure: `event read: signed-out event vs one query (${label.replace(/ \((embedded default|EVENT_CACHE_MS=\d+)\)/g, '')})`,
      goal: cached ? `≥ ${GOAL}×` : 'reported',
      measured: `${ratio.toFixed(2)}× (${Math.round(read.requests.average)} vs ${Math.round(baseline.requests.average)} req/s)`,
      pass: cached ? ratio >= GOAL : true,
    });
    console.info(`— ${label}`);
    console.info(row('GET /api/health (one query, baseline)', baseline));
    console.info(row('GET events/:id signed out', read, ratio));
  } finally {
    await server?.stop();
  }
}
await pg?.drop();
process.exit(0);
