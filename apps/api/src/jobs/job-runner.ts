import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { type HandledJob, type JobKind, PermanentJobError } from './job-kind.ts';
import { enqueue } from './job-queue.ts';

export interface JobRunnerOptions {
  pollMs: number;
  batchSize: number;
  /**
   * How long a claim holds a job; the worker renews it while it holds the job, so one that
   * died releases its jobs after this.
   */
  lockMs?: number;
}

interface ClaimedJob {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;
/**
 * How long a claim holds a job without a heartbeat. Short, so a job a dead server held (a
 * periodic job's dedupe key with it) is free again within this; a live server renews it.
 */
export const JOB_LOCK_MS = 20_000;
/** Guards runDueJobs against a handler that keeps enqueueing due work. */
const MAX_ROUNDS = 1000;

/** 5 s, 10 s, 20 s … capped at an hour. */
export function backoffMs(attempt: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
}

/**
 * A durable job runner on the `jobs` table. Any number of servers may run it at once: due
 * jobs are claimed with FOR UPDATE SKIP LOCKED, so each runs on one worker; a live worker
 * renews its claims, and a job whose worker died (a periodic job's dedupe key with it) is
 * claimed again once its lock runs out, within JOB_LOCK_MS. Failures are retried with backoff.
 */
export class JobRunner {
  readonly #ctx: AppContext;
  readonly #handlers: ReadonlyMap<string, HandledJob>;
  readonly #periodic: readonly JobKind[];
  readonly #options: Required<JobRunnerOptions>;
  readonly #log: FastifyBaseLogger;
  #timer: NodeJS.Timeout | undefined;
  #tick: Promise<unknown> | undefined;
  #started = false;
  #stopping = false;

  constructor(
    ctx: AppContext,
    jobs: readonly HandledJob[],
    log: FastifyBaseLogger,
    options: JobRunnerOptions,
  ) {
    const handlers = new Map<string, HandledJob>();
    for (const job of jobs) {
      if (handlers.has(job.kind.name)) throw new Error(`Job type ${job.kind.name} is handled twice`);
      handlers.set(job.kind.name, job);
    }
    this.#ctx = ctx;
    this.#handlers = handlers;
    this.#periodic = jobs.flatMap((j) => (j.kind.everyMs === undefined ? [] : [j.kind]));
    this.#log = log;
    this.#options = { lockMs: JOB_LOCK_MS, ...options };
  }

  /** Runs every due job (and the due jobs those enqueue) until none is left; returns how many ran. */
  async runDueJobs(options: { now?: Date } = {}): Promise<number> {
    let ran = 0;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      if (this.#stopping) break;
      // Without an override the database clock decides what is due: a JS Date (whole
      // milliseconds) can lag a timestamptz (microseconds) set a moment ago.
      const clock = options.now ?? null;
      const jobs = await this.#claim(clock);
      if (jobs.length === 0) break;
      await this.#runHolding(jobs, clock);
      ran += jobs.length;
    }
    return ran;
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#stopping = false;
    this.#tick = this.#ensurePeriodic()
      .catch((err: unknown) => this.#log.error({ err }, 'could not schedule periodic jobs'))
      .finally(() => this.#schedule(0));
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.#started = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#tick;
  }

  #schedule(delayMs: number): void {
    if (!this.#started) return;
    this.#timer = setTimeout(() => {
      this.#tick = this.runDueJobs()
        .catch((err: unknown) => this.#log.error({ err }, 'job runner tick failed'))
        .finally(() => this.#schedule(this.#options.pollMs));
    }, delayMs);
    this.#timer.unref();
  }

  async #ensurePeriodic(): Promise<void> {
    for (const kind of this.#periodic) await enqueue(this.#ctx.db, kind, {});
  }

  /**
   * Runs a claimed batch in order while a heartbeat renews the lock on every job of it not yet
   * finished (the one running and those waiting their turn), several times per lock.
   */
  async #runHolding(jobs: ClaimedJob[], clock: Date | null): Promise<void> {
    const held = new Set(jobs);
    const beat = setInterval(() => {
      this.#renew([...held], clock).catch((err: unknown) =>
        this.#log.warn({ err }, 'could not renew the lock on running jobs'),
      );
    }, this.#options.lockMs / 4);
    beat.unref();
    try {
      for (const job of jobs) {
        await this.#run(job, clock);
        held.delete(job);
      }
    } finally {
      clearInterval(beat);
    }
  }

  /** Extends this worker's claims; `attempts` names the claim, so one since taken over is left alone. */
  async #renew(jobs: ClaimedJob[], clock: Date | null): Promise<void> {
    if (jobs.length === 0) return;
    await this.#ctx.db.query(
      `UPDATE jobs SET locked_until = COALESCE($3::timestamptz, now()) + make_interval(secs => $4 / 1000.0)
        WHERE status = 'running'
          AND (id, attempts) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))`,
      [jobs.map((j) => j.id), jobs.map((j) => j.attempts), clock, this.#options.lockMs],
    );
  }

  #claim(clock: Date | null): Promise<ClaimedJob[]> {
    return this.#ctx.db.query<ClaimedJob>(
      `UPDATE jobs SET status = 'running', attempts = attempts + 1,
              locked_until = COALESCE($1::timestamptz, now()) + make_interval(secs => $3 / 1000.0)
        WHERE id IN (
          SELECT id FROM jobs
           WHERE (status = 'queued' AND run_at <= COALESCE($1::timestamptz, now()))
              OR (status = 'running' AND locked_until < COALESCE($1::timestamptz, now()))
           ORDER BY run_at, id
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
        RETURNING id, type, payload, attempts, max_attempts`,
      [clock, this.#options.batchSize, this.#options.lockMs],
    );
  }

  async #run(job: ClaimedJob, clock: Date | null): Promise<void> {
    const handler = this.#handlers.get(job.type);
    const now = clock ?? new Date();
    try {
      if (!handler) throw new PermanentJobError(`no handler for job type ${job.type}`);
      const payload = handler.kind.payload.safeParse(job.payload);
      // A payload its kind's schema refuses stays refused however often it is tried.
      if (!payload.success) {
        throw new PermanentJobError(`invalid payload for ${job.type}: ${payload.error.message}`);
      }
      await handler.run(payload.data, { app: this.#ctx, now, attempt: job.attempts, log: this.#log });
      await this.#finish(job, now);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const permanent = err instanceof PermanentJobError || job.attempts >= job.max_attempts;
      this.#log.warn(
        { jobId: job.id, type: job.type, attempt: job.attempts, permanent, error: message },
        'job failed',
      );
      await this.#ctx.db.query(
        `UPDATE jobs SET status = $2, last_error = $3, locked_until = NULL,
                run_at = COALESCE($4::timestamptz, now()) + make_interval(secs => $5 / 1000.0),
                finished_at = CASE WHEN $2 = 'failed' THEN now() END
          WHERE id = $1`,
        [job.id, permanent ? 'failed' : 'queued', message.slice(0, 1000), clock, backoffMs(job.attempts)],
      );
    }
  }

  async #finish(job: ClaimedJob, now: Date): Promise<void> {
    const periodic = this.#periodic.find((kind) => kind.name === job.type);
    await this.#ctx.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE jobs SET status = 'done', finished_at = now(), locked_until = NULL WHERE id = $1`,
        [job.id],
      );
      // A started runner keeps its periodic jobs queued, including the one that finishes while it
      // stops (the next start finds it there); runDueJobs on a runner never started does not.
      if (periodic?.everyMs !== undefined && (this.#started || this.#stopping)) {
        await enqueue(tx, periodic, {}, { runAt: new Date(now.getTime() + periodic.everyMs) });
      }
    });
  }
}
