/**
 * Production start and memory (issue 12): the compiled API (`node apps/api/dist/server.mjs`,
 * what `npm start` runs) on an already-migrated data folder, as on an installed checkout. Times
 * spawn → first 200 from /api/health (goal < 5 s; median of BENCH_START_RUNS starts, default 3),
 * beside a bare `node` HTTP server started the same way in the same run (the floor this machine
 * gives). Then the resident memory (VmRSS from /proc/<pid>/status): idle after start, and the
 * peak during a burst of signed-out event reads with the cache off (50 connections,
 * BENCH_START_LOAD_SECONDS, default 5), each query run for real. On PGlite (reported) and on
 * PostgreSQL in a fresh schema when BENCH_DATABASE_URL (default TEST_DATABASE_URL, then the
 * local `test` database) answers (goal: idle < 200 MB).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { seedEvent } from './support/seed-event.ts';
import { cpuMs, ensureApiBuilt, startServer } from './support/server.ts';
import { recordResult } from './support/summary.ts';

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<{ requests: { average: number }; non2xx: number; errors: number }>;

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const STARTS = Number(process.env.BENCH_START_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_START_LOAD_SECONDS ?? 5);
const PORT = 3304;
const START_GOAL_MS = 5000;
const PG_IDLE_GOAL_MB = 200;
const NO_CLIENT = path.join(os.tmpdir(), 'mingle-bench-no-client');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

interface Floor {
  ms: number;
  cpuMs: number;
  rss: number;
}

/** The floor: spawn → first 200 of a bare node HTTP server, and its resident memory. */
async function bareNode(): Promise<Floor> {
  const script = `require('node:http').createServer((q, s) => s.end('ok')).listen(${PORT}, '127.0.0.1')`;
  const spawned = performance.now();
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null) throw new Error('the bare node server did not start');
      await new Promise((r) => setTimeout(r, 20));
    }
    return { ms: performance.now() - spawned, cpuMs: cpuMs(child.pid!), rss: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function postgresSchema(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = openPostgres(PG_URL, { max: 1 });
  const schema = `bench_start_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
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

async function measure(label: string, env: Record<string, string>, floor: Floor) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-bench-start-'));
  const serverEnv = {
    ...env,
    WEB_DIST_DIR: NO_CLIENT,
    EVENT_CACHE_MS: '0',
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  try {
    // The first start migrates the empty data folder (an install); the timed ones find it done.
    const install = await startServer(PORT, serverEnv, { dataDir });
    const eventId = await seedEvent(install.url);
    await install.stop();
    const starts: number[] = [];
    const cpu: number[] = [];
    for (let i = 1; i < STARTS; i += 1) {
      const server = await startServer(PORT, serverEnv, { dataDir });
      starts.push(server.startMs);
      cpu.push(server.startCpuMs);
      await server.stop();
    }
    const server = await startServer(PORT, serverEnv, { dataDir });
    starts.push(server.startMs);
    cpu.push(server.startCpuMs);
    try {
      // Idle: after the start's garbage settles (jobs and pools open lazily or at once).
      await new Promise((r) => setTimeout(r, 2000));
      const idle = rssMb(server.pid);
      let peak = idle;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(server.pid));
      }, 100);
      // autocannon answers a thenable, not a Promise: no .finally().
      const load = await Promise.resolve(
        autocannon({
          url: `${server.url}/api/v1/events/${eventId}`,
          connections: 50,
          duration: LOAD_SECONDS,
        }),
      ).finally(() => clearInterval(sampler));
      if (load.non2xx > 0 || load.errors > 0) {
        throw new Error(`${label}: ${load.non2xx} non-2xx answers, ${load.errors} errors under load`);
      }
      const startMs = median(starts);
      const startCpu = median(cpu);
      console.info(
        `${label.padEnd(10)} start ${(startMs / 1000).toFixed(2)} s (runs: ${starts.map((s) => (s / 1000).toFixed(2)).join(', ')} s; CPU ${(startCpu / 1000).toFixed(2)} s)   ` +
          `RSS idle ${idle.toFixed(0)} MB, under load ${peak.toFixed(0)} MB (${Math.round(load.requests.average)} req/s)`,
      );
      recordResult({
        figure: `start: spawn → first 200, compiled API (${label})`,
        goal: `< ${START_GOAL_MS / 1000} s`,
        measured: `${(startMs / 1000).toFixed(2)} s (bare node ${(floor.ms / 1000).toFixed(2)} s, ${(startMs / floor.ms).toFixed(1)}×)`,
        pass: startMs < START_GOAL_MS,
      });
      recordResult({
        figure: `start: CPU time to first 200 (${label})`,
        goal: 'reported',
        measured: `${(startCpu / 1000).toFixed(2)} s (bare node ${(floor.cpuMs / 1000).toFixed(2)} s)`,
        pass: true,
      });
      const postgres = label === 'PostgreSQL';
      recordResult({
        figure: `memory: RSS idle (${label})`,
        goal: postgres ? `< ${PG_IDLE_GOAL_MB} MB` : 'reported',
        measured: `${idle.toFixed(0)} MB (bare node ${floor.rss.toFixed(0)} MB)`,
        pass: postgres ? idle < PG_IDLE_GOAL_MB : true,
      });
      recordResult({
        figure: `memory: RSS peak under event reads (${label})`,
        goal: 'reported',
        measured: `${peak.toFixed(0)} MB`,
        pass: true,
      });
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureApiBuilt();
const floor = await bareNode();
console.info(
  `bare node HTTP server: first 200 after ${(floor.ms / 1000).toFixed(2)} s, RSS ${floor.rss.toFixed(0)} MB`,
);
await measure('PGlite', {}, floor);
const pg = await postgresSchema();
if (pg) {
  try {
    await measure('PostgreSQL', { DATABASE_URL: pg.url }, floor);
  } finally {
    await pg.drop();
  }
} else console.info(`PostgreSQL at ${PG_URL} did not answer: PGlite only`);
process.exit(0);
