/**
 * Chat fan-out (issue 5): N sockets in one event chat, split over two Mingle servers that share
 * one PostgreSQL and one Redis. One socket sends; latency is the time from the send until each
 * of the N sockets (sender included) has the message frame. Baseline in the same run: a bare
 * `ws` server in its own process that relays the same frame to the same number of sockets.
 * Both sets of sockets stay open and the timed messages alternate between them in rounds; each
 * size's p50 and p99 ratios go to the closing summary (goal ≤ 3× each).
 *
 * Needs PostgreSQL and Redis: BENCH_DATABASE_URL (default TEST_DATABASE_URL, then
 * postgres://postgres@127.0.0.1:5432/test) and BENCH_REDIS_URL (default TEST_REDIS_URL, then
 * redis://127.0.0.1:6379). Sizes: BENCH_FANOUT_SIZES (default 100,1000,5000).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { type BenchResult, recordResult } from './support/summary.ts';

const root = path.resolve(import.meta.dirname, '..');
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SIZES = (process.env.BENCH_FANOUT_SIZES ?? '100,1000,5000').split(',').map(Number);
const MESSAGES = 20;
const WARMUP = 3;
/** Messages are sent in this many alternating rounds (Mingle, bare, Mingle, bare…). */
const ROUNDS = 4;
const DELIVERY_TIMEOUT_MS = 30_000;
const PORTS = [3410, 3411];
const BASELINE_PORT = 3412;

interface Child {
  proc: ChildProcess;
  stop(): Promise<void>;
}

function startProcess(args: string[], env: Record<string, string>): Child {
  const proc = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  return {
    proc,
    stop: async () => {
      if (proc.exitCode !== null) return;
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    },
  };
}

async function waitFor(url: string, child: Child): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.proc.exitCode !== null) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A fresh database, migrated by the first server; dropped at the end. */
async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `mingle_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** A host, a published event and `n` guests with Yes RSVPs and sessions; returns their tokens. */
async function seed(dbUrl: string, n: number): Promise<{ eventId: string; tokens: string[] }> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const host = await db.query(
      `INSERT INTO users (name, profile_status) VALUES ('Bench Host', 'Completed') RETURNING id`,
    );
    const org = await db.query(
      `INSERT INTO organizations (owner_id, name) VALUES ($1, 'Bench') RETURNING id`,
      [host.rows[0].id],
    );
    const event = await db.query(
      `INSERT INTO events (organization_id, status, title, starts_at, ends_at, time_zone, published_at)
       VALUES ($1, 'published', 'Fan-out', now(), now() + interval '3 hours', 'UTC', now()) RETURNING id`,
      [org.rows[0].id],
    );
    const eventId: string = event.rows[0].id;
    const tokens = Array.from({ length: n }, () => randomBytes(32).toString('base64url'));
    const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
    await db.query(
      `WITH u AS (
         INSERT INTO users (name, profile_status)
         SELECT 'Guest ' || i, 'Completed' FROM generate_series(1, $1::int) i RETURNING id),
       numbered AS (SELECT id, row_number() OVER () AS i FROM u),
       s AS (INSERT INTO sessions (user_id, token_hash, expires_at)
             SELECT id, ($2::text[])[i], now() + interval '1 day' FROM numbered)
       INSERT INTO rsvps (event_id, user_id, answer) SELECT $3, id, 'Yes' FROM numbered`,
      [n, hashes, eventId],
    );
    return { eventId, tokens };
  } finally {
    await db.end();
  }
}

/** A socket that timestamps every frame on arrival, before parsing. */
interface Client {
  ws: WebSocket;
  onFrame: (at: number, data: string) => void;
}

async function openClients(
  urls: string[],
  count: number,
  hello: (i: number) => string[],
  ready: (f: string) => boolean,
) {
  const clients: Client[] = [];
  const BATCH = 100;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, async (_, k) => {
      const i = start + k;
      const ws = new WebSocket(urls[i % urls.length]!);
      const client: Client = { ws, onFrame: () => undefined };
      await new Promise<void>((resolve, reject) => {
        const frames = hello(i);
        let waiting = frames.length;
        ws.on('message', (data) => {
          const at = performance.now();
          const text = data.toString();
          if (waiting > 0 && ready(text)) {
            waiting -= 1;
            if (waiting === 0) resolve();
            return;
          }
          client.onFrame(at, text);
        });
        ws.once('open', () => {
          for (const f of frames) ws.send(f);
        });
        ws.once('error', reject);
        ws.once('close', (code) =>
          waiting > 0 ? reject(new Error(`socket ${i} closed ${code}`)) : undefined,
        );
      });
      clients[i] = client;
    });
    await Promise.all(batch);
  }
  return clients;
}

/** Sends messages `from` to `to` (the first WARMUP are not timed); returns each delivery latency in ms. */
async function measure(
  clients: Client[],
  senders: number[],
  frameFor: (seq: number) => string,
  from: number,
  to: number,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let seq = from; seq < to; seq++) {
    const marker = `m${seq}-${randomBytes(4).toString('hex')}`;
    let left = clients.length;
    let sentAt = 0;
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${left} sockets missed ${marker}`)),
        DELIVERY_TIMEOUT_MS,
      );
      for (const c of clients) {
        c.onFrame = (at, data) => {
          if (!data.includes(marker)) return;
          if (seq >= WARMUP) latencies.push(at - sentAt);
          if (--left === 0) {
            clearTimeout(timer);
            resolve();
          }
        };
      }
    });
    const sender = clients[senders[seq % senders.length]!]!;
    sentAt = performance.now();
    sender.ws.send(frameFor(seq).replace('MARKER', marker));
    await done;
  }
  return latencies;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function closeAll(clients: Client[]): Promise<void> {
  await Promise.all(
    clients.map((c) => {
      if (c.ws.readyState === WebSocket.CLOSED) return undefined;
      const closed = new Promise((r) => c.ws.once('close', r));
      c.ws.close();
      return closed;
    }),
  );
}

const BASELINE_SERVER = `
import { WebSocketServer } from 'ws';
const wss = new WebSocketServer({ port: ${BASELINE_PORT}, host: '127.0.0.1' });
wss.on('connection', (ws) => ws.on('message', (data) => {
  const frame = JSON.parse(data.toString());
  if (frame.type === 'auth') return ws.send(JSON.stringify({ type: 'ready' }));
  if (frame.type === 'join') return ws.send(JSON.stringify({ type: 'joined' }));
  const out = JSON.stringify({ type: 'message', roomId: frame.roomId, message: { body: frame.body } });
  for (const client of wss.clients) client.send(out);
}));
`;

await withDatabase(async (dbUrl) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-fanout-'));
  const env = {
    DATABASE_URL: dbUrl,
    REDIS_URL,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-client'),
  };
  const servers: Child[] = [];
  const serverScript = ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')];
  try {
    for (const port of PORTS) {
      const child = startProcess(serverScript, { ...env, PORT: String(port) });
      servers.push(child);
      await waitFor(`http://127.0.0.1:${port}/api/health`, child);
    }
    const baseline = startProcess(['--input-type=module', '-e', BASELINE_SERVER], {});
    servers.push(baseline);
    await new Promise((r) => setTimeout(r, 500));

    const { eventId, tokens } = await seed(dbUrl, Math.max(...SIZES));
    const roomRes = await fetch(`http://127.0.0.1:${PORTS[0]}/api/v1/events/${eventId}/chat`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    const roomId = ((await roomRes.json()) as { data: { roomId: string } }).data.roomId;
    const mingleUrls = PORTS.map((p) => `ws://127.0.0.1:${p}/api/v1/realtime`);

    console.info(
      `chat fan-out: one event chat, sockets split over ${PORTS.length} servers (PostgreSQL + Redis)`,
    );
    console.info(
      `${MESSAGES} messages per size after ${WARMUP} warm-up; latency = send → frame at each socket`,
    );
    console.info('N        Mingle p50   Mingle p99   bare ws p50  bare ws p99  ratio p50  ratio p99');
    const results: BenchResult[] = [];
    for (const n of SIZES) {
      const hello = (i: number) => [
        JSON.stringify({ type: 'auth', token: tokens[i] }),
        JSON.stringify({ type: 'join', roomId }),
      ];
      const ready = (f: string) => f.startsWith('{"type":"ready"') || f.startsWith('{"type":"joined"');
      // Senders rotate over sockets of the first server, so no one hits the per-person limit.
      const senders = Array.from({ length: Math.min(20, Math.ceil(n / 2)) }, (_, k) => k * 2);
      const frame = (seq: number) =>
        JSON.stringify({ type: 'send', roomId, body: 'fan-out MARKER', clientId: `b${n}-${seq}` });
      let mingle: number[];
      let bare: number[];
      try {
        // Both sets of sockets stay open and the messages alternate in rounds, so load from
        // elsewhere on the machine falls on both alike.
        const clients = await openClients(mingleUrls, n, hello, ready);
        const bareClients = await openClients([`ws://127.0.0.1:${BASELINE_PORT}`], n, hello, ready);
        mingle = await measure(clients, senders, frame, 0, WARMUP);
        bare = await measure(bareClients, senders, frame, 0, WARMUP);
        const perRound = Math.ceil(MESSAGES / ROUNDS);
        for (let from = WARMUP; from < WARMUP + MESSAGES; from += perRound) {
          const to = Math.min(from + perRound, WARMUP + MESSAGES);
          mingle.push(...(await measure(clients, senders, frame, from, to)));
          bare.push(...(await measure(bareClients, senders, frame, from, to)));
        }
        mingle.sort((a, b) => a - b);
        bare.sort((a, b) => a - b);
        await closeAll(clients);
        await closeAll(bareClients);
      } catch (err) {
        console.info(`${String(n).padEnd(9)}did not complete on this machine: ${(err as Error).message}`);
        results.push({
          figure: `chat fan-out, ${n} sockets on 2 servers: p50 / p99 vs bare ws`,
          goal: '≤ 3× / ≤ 3×',
          measured: 'did not complete',
          pass: false,
        });
        continue;
      }
      const [m50, m99, b50, b99] = [
        percentile(mingle, 50),
        percentile(mingle, 99),
        percentile(bare, 50),
        percentile(bare, 99),
      ];
      const ms = (v: number) => `${v.toFixed(1)} ms`.padEnd(13);
      console.info(
        `${String(n).padEnd(9)}${ms(m50)}${ms(m99)}${ms(b50)}${ms(b99)}${`${(m50 / b50).toFixed(1)}×`.padEnd(11)}${(m99 / b99).toFixed(1)}×`,
      );
      results.push({
        figure: `chat fan-out, ${n} sockets on 2 servers: p50 / p99 vs bare ws`,
        goal: '≤ 3× / ≤ 3×',
        measured: `${(m50 / b50).toFixed(1)}× / ${(m99 / b99).toFixed(1)}×`,
        pass: m50 / b50 <= 3 && m99 / b99 <= 3,
      });
    }
    console.info(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    for (const r of results) recordResult(r);
  } finally {
    for (const s of servers) await s.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
