import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedEvent } from '../../../test/checkout-fixtures.ts';
import { seedUser } from '../../../test/seed-users.ts';
import { type Db, openPglite, openPostgres } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { JOB_LOCK_MS } from '../../jobs/job-runner.ts';
import { blastSweepJob } from './blast-job-kinds.ts';

/**
 * The exactly-once promise under a real crash: the server is killed with SIGKILL while a
 * message is in the carrier's hands, restarted on the same data, and left to finish. The local
 * carrier counts the copies each number received. The worst case for the takeover is pinned:
 * the dead server held the periodic sweep (the job that hands a stalled blast to a new worker),
 * and still the blast goes on within BLAST_SEND_LEASE_SECONDS + 30 s of the crash.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');
const GUESTS = 24;
const KILL_AT = 8;
// Long enough that a server slow to start on a busy machine still counts from the crash.
const LEASE_SECONDS = 10;

/** A Twilio-style carrier that takes 150 ms per message and calls `onRequest` as each arrives. */
async function slowCarrier(onRequest: (n: number) => void) {
  const received: string[] = [];
  const times: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (form.get('Body')?.startsWith('Hana Events: Crash test')) {
        received.push(form.get('To') ?? '');
        times.push(Date.now());
        onRequest(received.length);
      }
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: `SM${randomUUID()}` }));
      }, 150);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/2010-04-01`,
    received,
    times,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
});

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function api(port: number, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'POST' && url.endsWith('/send') ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; data: Record<string, never> & Record<string, unknown> };
}

/** A host, an event and GUESTS guests with phone numbers who said Yes; returns the host's token. */
async function seed(db: Db): Promise<{ token: string; eventId: string }> {
  await migrate(db);
  const host = await seedUser(db, { name: 'Crash Host' });
  const { eventId } = await seedEvent(db, { host });
  for (let i = 0; i < GUESTS; i += 1) {
    const guest = await seedUser(db, { name: `Guest ${i}`, phone: `+1415555${String(1000 + i)}` });
    await db.query(`INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, 'Yes')`, [
      eventId,
      guest.userId,
    ]);
  }
  return { token: host.token, eventId };
}

/** What a server killed while running the sweep leaves: the sweep's key held by its claim. */
async function pinSweepOnDeadServer(db: Db, killedAt: number): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = 'running', attempts = attempts + 1,
            locked_until = $1::timestamptz + make_interval(secs => $2 / 1000.0)
      WHERE dedupe_key = $3 AND status IN ('queued', 'running')`,
    [new Date(killedAt), JOB_LOCK_MS, `periodic:${blastSweepJob.name}`],
  );
}

async function crashAndResume(database: { env: Record<string, string>; open: () => Promise<Db> }) {
  const withDb = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const db = await database.open();
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  const { token, eventId } = await withDb(seed);
  let first: ChildProcess | undefined;
  let killedAt = 0;
  const carrier = await slowCarrier((n) => {
    // Killed while the carrier holds message KILL_AT: it may or may not count as sent.
    if (n === KILL_AT) {
      killedAt = Date.now();
      first?.kill('SIGKILL');
    }
  });
  try {
    const env = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'mingle-no-client'),
      JOBS_ENABLED: 'true',
      JOB_POLL_MS: '50',
      BLAST_SENDS_PER_SECOND: '40',
      BLAST_SEND_LEASE_SECONDS: String(LEASE_SECONDS),
      SMS_API_URL: carrier.url,
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 'secret',
      SMS_FROM: '+15005550006',
      ...database.env,
    };
    const port = await freePort();
    first = await startServer(env, port);
    const draft = await api(port, token, 'POST', '/text-blasts', {
      eventId,
      segments: ['going'],
      body: 'Crash test',
    });
    const blastId = String(draft.data.id);
    const sent = await api(port, token, 'POST', `/text-blasts/${blastId}/send`, {});
    expect(sent.success).toBe(true);
    await new Promise<void>((resolve) => first!.once('exit', () => resolve()));
    expect(carrier.received.length).toBeGreaterThanOrEqual(KILL_AT);
    expect(carrier.received.length).toBeLessThan(GUESTS);
    const beforeRestart = carrier.received.length;
    await withDb((db) => pinSweepOnDeadServer(db, killedAt));

    const second = await startServer(env, port);
    let blast: Record<string, unknown> = {};
    const takeoverMs = (LEASE_SECONDS + 30) * 1000;
    // Waits well past the bound, so a late takeover fails on its time below, not here.
    const deadline = killedAt + takeoverMs + 60_000;
    while (Date.now() < deadline) {
      blast = (await api(port, token, 'GET', `/text-blasts/${blastId}`)).data;
      if (blast.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(blast.status).toBe('sent');
    // Taken over by the new server (its first message) within the lease + 30 s of the crash.
    expect(carrier.times[beforeRestart]! - killedAt).toBeLessThanOrEqual(takeoverMs);
    const counts = blast.counts as { total: number; sent: number; unknown: number };
    expect(counts.total).toBe(GUESTS);
    expect(counts.unknown).toBeGreaterThanOrEqual(1);
    expect(counts.sent + counts.unknown).toBe(GUESTS);

    // Everyone at most once; everyone reported sent got exactly one copy.
    const copies = new Map<string, number>();
    for (const to of carrier.received) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect(Math.max(...copies.values())).toBe(1);
    expect(carrier.received.length).toBeGreaterThanOrEqual(counts.sent);
    const unknown = await api(port, token, 'GET', `/text-blasts/${blastId}/recipients?status=unknown`);
    const unknownLast4 = (unknown.data.items as unknown as { phoneLast4: string }[]).map((r) => r.phoneLast4);
    // The message in the carrier's hands at the crash is among them, and was never sent again.
    const inFlight = carrier.received[KILL_AT - 1]!;
    expect(unknownLast4).toContain(inFlight.slice(-4));
    second.kill('SIGTERM');
    await new Promise<void>((resolve) => second.once('exit', () => resolve()));
  } finally {
    await carrier.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a blast survives kill -9 (PGlite in DATA_DIR)',
  () => {
    it('finishes after a restart on the same data within the lease + 30 s, nobody texted twice, the message in flight unknown', async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-crash-'));
      try {
        await crashAndResume({
          env: { DATA_DIR: dataDir },
          open: () => openPglite(path.join(dataDir, 'pglite')),
        });
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    }, 300_000);
  },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)('a blast survives kill -9 (PostgreSQL)', () => {
  it('finishes after a restart on the same schema within the lease + 30 s, nobody texted twice, the message in flight unknown', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `crash_${randomUUID().replaceAll('-', '')}`;
    const admin = openPostgres(url, { max: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-crash-'));
    try {
      const withSchema = new URL(url);
      withSchema.searchParams.set('options', `-c search_path=${schema}`);
      await crashAndResume({
        env: { DATA_DIR: dataDir, DATABASE_URL: withSchema.toString() },
        open: async () => openPostgres(url, { searchPath: schema, max: 2 }),
      });
    } finally {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
