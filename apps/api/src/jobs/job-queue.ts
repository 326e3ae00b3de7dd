import type { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import type { JobKind } from './job-kind.ts';

const ON_DUPLICATE = `ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND status IN ('queued', 'running') DO NOTHING`;

/**
 * Adds a job of `kind` to the durable queue. Pass the transaction that makes the change the job
 * follows from, so the job exists exactly when that change is committed. The payload is checked
 * against the kind's schema here: a wrong one throws in the caller, not later in the runner.
 */
export async function enqueue<S extends z.ZodType>(
  q: Queryable,
  kind: JobKind<S>,
  payload: z.input<S>,
  options: { runAt?: Date } = {},
): Promise<void> {
  const parsed = kind.payload.parse(payload);
  await q.query(
    `INSERT INTO jobs (type, payload, run_at, dedupe_key, max_attempts)
     VALUES ($1, $2, COALESCE($3::timestamptz, now()), $4, $5) ${ON_DUPLICATE}`,
    [
      kind.name,
      JSON.stringify(parsed),
      options.runAt ?? null,
      kind.dedupeKey?.(parsed) ?? null,
      kind.maxAttempts,
    ],
  );
}

/** Adds many jobs of one kind in one statement (a fan-out to every guest), each due now. */
export async function enqueueMany<S extends z.ZodType>(
  q: Queryable,
  kind: JobKind<S>,
  payloads: readonly z.input<S>[],
): Promise<void> {
  if (payloads.length === 0) return;
  const parsed = payloads.map((p) => kind.payload.parse(p));
  await q.query(
    `INSERT INTO jobs (type, payload, dedupe_key, max_attempts)
     SELECT $1, j.payload::jsonb, j.dedupe_key, $4
       FROM unnest($2::text[], $3::text[]) AS j(payload, dedupe_key) ${ON_DUPLICATE}`,
    [
      kind.name,
      parsed.map((p) => JSON.stringify(p)),
      parsed.map((p) => kind.dedupeKey?.(p) ?? null),
      kind.maxAttempts,
    ],
  );
}

/** The SQL expressions of a job enqueued inside another statement; each may use `from`'s columns. */
export interface JobColumnsSql {
  /** A jsonb expression: the payload, in the kind's schema. */
  payload: string;
  /** The kind's dedupe key, spelled in SQL; required exactly when the kind has one. */
  dedupeKey?: string;
  runAt?: string;
  /** A FROM clause (with its WHERE): one job per row. */
  from: string;
}

/**
 * An INSERT of one job of `kind` per row of `from`, for a statement that must enqueue as one of
 * its own steps (a data-modifying CTE of checkout, where one more round trip costs throughput).
 * The runner still checks each payload against the kind's schema.
 */
export function enqueueSql(kind: JobKind, sql: JobColumnsSql): string {
  if ((kind.dedupeKey === undefined) !== (sql.dedupeKey === undefined)) {
    throw new Error(`job ${kind.name}: the SQL dedupe key must match the kind's`);
  }
  if (!/^[a-z0-9.-]+$/.test(kind.name)) throw new Error(`job name ${kind.name} cannot be inlined`);
  return `INSERT INTO jobs (type, payload, run_at, dedupe_key, max_attempts)
       SELECT '${kind.name}', ${sql.payload}, ${sql.runAt ?? 'now()'}, ${sql.dedupeKey ?? 'NULL'}, ${kind.maxAttempts}
         FROM ${sql.from}
       ${ON_DUPLICATE}`;
}

/** Finished jobs are kept a week for inspection, then deleted. */
export async function deleteFinishedJobs(q: Queryable): Promise<void> {
  await q.query(
    `DELETE FROM jobs WHERE status IN ('done', 'failed') AND finished_at < now() - interval '7 days'`,
  );
}
