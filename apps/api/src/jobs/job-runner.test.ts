import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { defineJob, type HandledJob, handleJob, type JobHandler, PermanentJobError } from './job-kind.ts';
import { enqueue } from './job-queue.ts';
import { backoffMs, JOB_LOCK_MS, JobRunner } from './job-runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn() {}, error() {}, info() {} } as never;
const runner = (jobs: HandledJob[], options: { batchSize?: number; lockMs?: number } = {}) =>
  new JobRunner(t.app.ctx, jobs, silent, { pollMs: 20, batchSize: 5, ...options });

/** A kind whose payload may carry a number `n`. */
const kind = (name: string, options: { maxAttempts?: number; everyMs?: number } = {}) =>
  defineJob({ name, payload: z.object({ n: z.number().int().optional() }), ...options });
type Kind = ReturnType<typeof kind>;

const job = (type: string) =>
  t.db.query<{ status: string; attempts: number; run_at: Date; last_error: string | null }>(
    'SELECT status, attempts, run_at, last_error FROM jobs WHERE type = $1 ORDER BY created_at',
    [type],
  );

describe('job runner', () => {
  it('runs due jobs once, and not before they are due', async () => {
    const seen: unknown[] = [];
    const once = kind('test.once');
    const r = runner([handleJob(once, async (payload) => void seen.push(payload.n))]);
    await enqueue(t.db, once, { n: 1 });
    await enqueue(t.db, once, { n: 2 }, { runAt: new Date(Date.now() + 60_000) });
    expect(await r.runDueJobs()).toBe(1);
    expect(await r.runDueJobs()).toBe(0);
    expect(await r.runDueJobs({ now: new Date(Date.now() + 61_000) })).toBe(1);
    expect(seen).toEqual([1, 2]);
    expect((await job('test.once')).map((j) => j.status)).toEqual(['done', 'done']);
  });

  it("retries a failing job with growing backoff, then gives up after its kind's attempts", async () => {
    let calls = 0;
    const flaky = kind('test.flaky', { maxAttempts: 3 });
    const r = runner([
      handleJob(flaky, async () => {
        calls += 1;
        throw new Error('provider down');
      }),
    ]);
    await enqueue(t.db, flaky, {});
    // A moment after the insert: run_at has microseconds, a Date only milliseconds.
    let now = Date.now() + 1;
    await r.runDueJobs({ now: new Date(now) });
    const [first] = await job('test.flaky');
    expect(first).toMatchObject({ status: 'queued', attempts: 1, last_error: 'provider down' });
    expect(first!.run_at.getTime() - now).toBe(backoffMs(1));
    now += backoffMs(1) + 1;
    await r.runDueJobs({ now: new Date(now) });
    now += backoffMs(2) + 1;
    await r.runDueJobs({ now: new Date(now) });
    expect((await job('test.flaky'))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    await r.runDueJobs({ now: new Date(now + 10 * 60 * 60 * 1000) });
    expect(calls).toBe(3);
    expect(backoffMs(20)).toBe(60 * 60 * 1000);
  });

  it('fails a job at once on a permanent error or an unknown type', async () => {
    const bad = kind('test.bad');
    const r = runner([handleJob(bad, async () => Promise.reject(new PermanentJobError('no provider')))]);
    await enqueue(t.db, bad, {});
    await enqueue(t.db, kind('test.unknown'), {});
    await r.runDueJobs();
    expect((await job('test.bad'))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await job('test.unknown'))[0]).toMatchObject({
      status: 'failed',
      last_error: 'no handler for job type test.unknown',
    });
  });

  it('runs each job on one worker when several poll at once', async () => {
    const counts = new Map<number, number>();
    const shared = kind('test.shared');
    const handler: JobHandler<Kind['payload']> = async ({ n = -1 }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      counts.set(n, (counts.get(n) ?? 0) + 1);
    };
    for (let n = 0; n < 40; n += 1) await enqueue(t.db, shared, { n });
    const workers = [1, 2, 3].map(() => runner([handleJob(shared, handler)]));
    const ran = await Promise.all(workers.map((w) => w.runDueJobs()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(40);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect(counts.size).toBe(40);
  });

  it('picks up a job whose worker died once its lock runs out (a restart)', async () => {
    await t.db.query(
      `INSERT INTO jobs (type, status, attempts, locked_until) VALUES ('test.orphan', 'running', 1, now() + interval '1 minute')`,
    );
    let ran = 0;
    const r = runner([
      handleJob(kind('test.orphan'), async () => {
        ran += 1;
      }),
    ]);
    expect(await r.runDueJobs()).toBe(0);
    await r.runDueJobs({ now: new Date(Date.now() + 2 * 60_000) });
    expect(ran).toBe(1);
    expect((await job('test.orphan'))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('holds a claimed job for at most JOB_LOCK_MS, so a dead server frees it within 30 s', async () => {
    expect(JOB_LOCK_MS).toBeLessThanOrEqual(30_000);
    let left = Number.NaN;
    const shortLock = kind('test.short-lock');
    const r = new JobRunner(
      t.app.ctx,
      [
        handleJob(shortLock, async () => {
          const [row] = await t.db.query<{ ms: number }>(
            `SELECT (extract(epoch FROM locked_until - now()) * 1000)::float8 AS ms FROM jobs WHERE type = 'test.short-lock'`,
          );
          left = row!.ms;
        }),
      ],
      silent,
      { pollMs: 20, batchSize: 5 },
    );
    await enqueue(t.db, shortLock, {});
    await r.runDueJobs();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(JOB_LOCK_MS);
  });

  it("keeps a live worker's jobs, the running one and the rest of its batch, however long they take", async () => {
    const runs = new Map<number, number>();
    const heartbeat = kind('test.heartbeat');
    const slow = handleJob(heartbeat, async ({ n = -1 }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    const live = runner([slow], { batchSize: 2, lockMs: 600 });
    await enqueue(t.db, heartbeat, { n: 1 });
    await enqueue(t.db, heartbeat, { n: 2 });
    const running = live.runDueJobs();
    const other = runner([slow], { batchSize: 2, lockMs: 600 });
    let stolen = 0;
    for (let i = 0; i < 20; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      stolen += await other.runDueJobs();
    }
    await running;
    expect(stolen).toBe(0);
    expect([...runs.values()]).toEqual([1, 1]);
  });

  it('takes over a periodic job a dead server held once its lock is out, and keeps it going', async () => {
    // What a server killed in the middle of the job leaves: the key held by a running row.
    await t.db.query(
      `INSERT INTO jobs (type, status, attempts, locked_until, dedupe_key)
       VALUES ('test.orphan-periodic', 'running', 1, now() + make_interval(secs => $1 / 1000.0), 'periodic:test.orphan-periodic')`,
      [JOB_LOCK_MS],
    );
    let ran = 0;
    const orphan = kind('test.orphan-periodic', { everyMs: 60_000 });
    const r = runner([
      handleJob(orphan, async () => {
        ran += 1;
      }),
    ]);
    r.start();
    expect(await r.runDueJobs()).toBe(0);
    await r.runDueJobs({ now: new Date(Date.now() + JOB_LOCK_MS + 1000) });
    await r.stop();
    expect(ran).toBe(1);
    expect((await job('test.orphan-periodic')).map((j) => j.status)).toEqual(['done', 'queued']);
  });

  it('polls in the background once started, schedules periodic jobs, and stops cleanly', async () => {
    let ticks = 0;
    const r = runner([
      handleJob(kind('test.periodic', { everyMs: 30 }), async () => {
        ticks += 1;
      }),
    ]);
    r.start();
    for (const deadline = Date.now() + 10_000; ticks < 2 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await r.stop();
    expect(ticks).toBeGreaterThanOrEqual(2);
    const queued = await t.db.query(`SELECT 1 FROM jobs WHERE type = 'test.periodic' AND status = 'queued'`);
    expect(queued).toHaveLength(1);
  });
});
