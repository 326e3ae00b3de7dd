import type { Queryable } from '../db/client.ts';

export interface EnqueueOptions {
  /** When the job becomes due; now by default. */
  runAt?: Date;
  /** At most one queued or running job per key: a second enqueue with the key is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job to the durable queue. Pass the transaction that makes the change the job
 * follows from, so the job exists exactly when that change is committed.
 */
export async function enqueueJob(
  q: Queryable,
  type: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await q.query(
    `INSERT INTO jobs (type, payload, run_at, dedupe_key, max_attempts)
     VALUES ($1, $2, COALESCE($3::timestamptz, now()), $4, COALESCE($5::integer, 8))
     ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND status IN ('queued', 'running') DO NOTHING`,
    [
      type,
      JSON.stringify(payload),
      options.runAt ?? null,
      options.dedupeKey ?? null,
      options.maxAttempts ?? null,
    ],
  );
}

/**
 * Adds many jobs of one type in one statement (a fan-out to every guest), each due now. Keys
 * work as in `enqueueJob`.
 */
export async function enqueueJobs(
  q: Queryable,
  type: string,
  jobs: readonly { payload: Record<string, unknown>; dedupeKey?: string }[],
): Promise<void> {
  if (jobs.length === 0) return;
  await q.query(
    `INSERT INTO jobs (type, payload, dedupe_key)
     SELECT $1, j.payload::jsonb, j.dedupe_key FROM unnest($2::text[], $3::text[]) AS j(payload, dedupe_key)
     ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND status IN ('queued', 'running') DO NOTHING`,
    [type, jobs.map((j) => JSON.stringify(j.payload)), jobs.map((j) => j.dedupeKey ?? null)],
  );
}

/** Finished jobs are kept a week for inspection, then deleted. */
export async function deleteFinishedJobs(q: Queryable): Promise<void> {
  await q.query(
    `DELETE FROM jobs WHERE status IN ('done', 'failed') AND finished_at < now() - interval '7 days'`,
  );
}
