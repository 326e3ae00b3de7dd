import type { Queryable } from '../db/client.ts';

export interface QueueStats {
  /** Jobs due now and not yet taken. */
  due: number;
  /** How long the oldest due job has waited, in seconds (0 when none). */
  oldestDueSeconds: number;
  running: number;
}

/** The queue's depth and age for /metrics: a growing age means workers fall behind or are gone. */
export async function queueStats(q: Queryable): Promise<QueueStats> {
  const row = await q.maybeOne<{ due: string; oldest: number | null; running: string }>(
    `SELECT count(*) FILTER (WHERE status = 'queued' AND run_at <= now()) AS due,
            EXTRACT(EPOCH FROM now() - min(run_at) FILTER (WHERE status = 'queued' AND run_at <= now()))::float8 AS oldest,
            count(*) FILTER (WHERE status = 'running') AS running
       FROM jobs WHERE status IN ('queued', 'running')`,
  );
  return {
    due: Number(row?.due ?? 0),
    oldestDueSeconds: row?.oldest ?? 0,
    running: Number(row?.running ?? 0),
  };
}
