import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { defineJob, handleJob } from './job-kind.ts';
import { enqueue, enqueueMany, enqueueSql } from './job-queue.ts';
import { JobRunner } from './job-runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn() {}, error() {}, info() {} } as never;

const jobs = (type: string) =>
  t.db.query<{
    status: string;
    attempts: number;
    payload: unknown;
    dedupe_key: string | null;
    last_error: string | null;
  }>(
    'SELECT status, attempts, payload, dedupe_key, last_error FROM jobs WHERE type = $1 ORDER BY created_at, payload::text',
    [type],
  );

const Order = z.object({ orderId: z.uuid() });
const ORDER_A = '00000000-0000-4000-8000-00000000000a';
const ORDER_B = '00000000-0000-4000-8000-00000000000b';

describe('typed job kinds', () => {
  it('fails a job whose payload its kind refuses at once, without calling the handler', async () => {
    // What a deploy that changed a kind's schema finds: a job queued by the one before it.
    const before = defineJob({ name: 'test.schema-changed', payload: z.object({ order: z.string() }) });
    await enqueue(t.db, before, { order: 'A-1' });
    const now = defineJob({ name: 'test.schema-changed', payload: Order, maxAttempts: 5 });
    let calls = 0;
    const count = async () => {
      calls += 1;
    };
    const runner = new JobRunner(t.app.ctx, [handleJob(now, count)], silent, {
      pollMs: 20,
      batchSize: 5,
    });
    await runner.runDueJobs();
    const [row] = await jobs('test.schema-changed');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.last_error).toMatch(/^invalid payload for test\.schema-changed/);
    expect(calls).toBe(0);
  });

  it('hands the handler the payload as its schema parsed it', async () => {
    const kind = defineJob({
      name: 'test.parsed',
      payload: z.object({ orderId: z.uuid(), slice: z.number().int().default(0) }),
    });
    const seen: unknown[] = [];
    const runner = new JobRunner(t.app.ctx, [handleJob(kind, async (p) => void seen.push(p))], silent, {
      pollMs: 20,
      batchSize: 5,
    });
    await enqueue(t.db, kind, { orderId: ORDER_A });
    await runner.runDueJobs();
    expect(seen).toEqual([{ orderId: ORDER_A, slice: 0 }]);
  });

  it('refuses a wrong payload where it is enqueued, and writes nothing', async () => {
    const kind = defineJob({ name: 'test.refused', payload: Order });
    await expect(enqueue(t.db, kind, { orderId: 'not-a-uuid' })).rejects.toThrow();
    await expect(enqueueMany(t.db, kind, [{ orderId: ORDER_A }, { orderId: 'x' }])).rejects.toThrow();
    expect(await jobs('test.refused')).toHaveLength(0);
  });

  it("keeps one queued job per the kind's dedupe key, and another once it has run", async () => {
    const kind = defineJob({ name: 'test.dedupe', payload: Order, dedupeKey: (p) => `dedupe:${p.orderId}` });
    await enqueue(t.db, kind, { orderId: ORDER_A });
    await enqueue(t.db, kind, { orderId: ORDER_A });
    await enqueueMany(t.db, kind, [{ orderId: ORDER_A }, { orderId: ORDER_B }]);
    expect((await jobs('test.dedupe')).map((j) => j.dedupe_key)).toEqual([
      `dedupe:${ORDER_A}`,
      `dedupe:${ORDER_B}`,
    ]);
    const runner = new JobRunner(t.app.ctx, [handleJob(kind, async () => {})], silent, {
      pollMs: 20,
      batchSize: 5,
    });
    await runner.runDueJobs();
    await enqueue(t.db, kind, { orderId: ORDER_A });
    expect((await jobs('test.dedupe')).map((j) => j.status)).toEqual(['done', 'done', 'queued']);
  });

  it("stores the kind's retry policy with each job", async () => {
    const kind = defineJob({ name: 'test.retry-policy', payload: Order, maxAttempts: 2 });
    await enqueue(t.db, kind, { orderId: ORDER_A });
    let calls = 0;
    const runner = new JobRunner(
      t.app.ctx,
      [
        handleJob(kind, async () => {
          calls += 1;
          throw new Error('still down');
        }),
      ],
      silent,
      { pollMs: 20, batchSize: 5 },
    );
    await runner.runDueJobs();
    await runner.runDueJobs({ now: new Date(Date.now() + 60 * 60_000) });
    await runner.runDueJobs({ now: new Date(Date.now() + 3 * 60 * 60_000) });
    expect(calls).toBe(2);
    expect((await jobs('test.retry-policy'))[0]).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('enqueues inside another statement, with the same key as enqueue', async () => {
    const kind = defineJob({ name: 'test.in-sql', payload: Order, dedupeKey: (p) => `in-sql:${p.orderId}` });
    const sql = enqueueSql(kind, {
      payload: `jsonb_build_object('orderId', o.id)`,
      dedupeKey: `'in-sql:' || o.id`,
      from: 'unnest($1::uuid[]) AS o(id)',
    });
    await t.db.query(`WITH queued AS (${sql}) SELECT 1`, [[ORDER_A, ORDER_B]]);
    await enqueue(t.db, kind, { orderId: ORDER_A });
    expect(await jobs('test.in-sql')).toMatchObject([
      { payload: { orderId: ORDER_A }, dedupe_key: `in-sql:${ORDER_A}` },
      { payload: { orderId: ORDER_B }, dedupe_key: `in-sql:${ORDER_B}` },
    ]);
    expect(() => enqueueSql(kind, { payload: `'{}'::jsonb`, from: 'unnest($1::uuid[]) AS o(id)' })).toThrow(
      /dedupe key/,
    );
  });
});
