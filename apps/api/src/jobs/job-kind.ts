import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';

/** What a handler gets besides its payload. */
export interface JobContext {
  app: AppContext;
  /** The runner's clock; tests pass a later time to step past holds and offers. */
  now: Date;
  attempt: number;
  log: FastifyBaseLogger;
}

export const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * A kind of background job: its name (stored in `jobs.type`), the zod schema of its payload,
 * the key that keeps at most one of its jobs queued or running, and how often it is tried.
 * Declared once (see docs/adr/0016-typed-jobs.md); `enqueue` takes the kind, so a payload is
 * checked where it is written, and the runner checks it again where it is read.
 */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: S;
  readonly dedupeKey: ((payload: z.output<S>) => string) | undefined;
  readonly maxAttempts: number;
  /** Set for a periodic job: the runner keeps one queued, due this long after the last ran. */
  readonly everyMs: number | undefined;
}

export interface JobKindOptions<S extends z.ZodType> {
  name: string;
  payload: S;
  /** At most one queued or running job per key: a second enqueue with the key is a no-op. */
  dedupeKey?: (payload: z.output<S>) => string;
  /** Tries before the job fails for good; a failed try is retried with backoff (backoffMs). */
  maxAttempts?: number;
  everyMs?: number;
}

export function defineJob<S extends z.ZodType>(options: JobKindOptions<S>): JobKind<S> {
  const periodicKey = `periodic:${options.name}`;
  return {
    name: options.name,
    payload: options.payload,
    // One periodic job at a time, whoever scheduled it.
    dedupeKey: options.everyMs === undefined ? options.dedupeKey : () => periodicKey,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    everyMs: options.everyMs,
  };
}

export type JobHandler<S extends z.ZodType> = (payload: z.output<S>, job: JobContext) => Promise<void>;

/** A kind with the handler that runs it; a module lists these in its `jobs`. */
export interface HandledJob {
  readonly kind: JobKind;
  readonly run: (payload: unknown, job: JobContext) => Promise<void>;
}

/**
 * The handler of a kind, kept apart from `defineJob` so the code that enqueues a kind need not
 * import the code that runs it (which often imports the enqueuer back).
 */
export function handleJob<S extends z.ZodType>(kind: JobKind<S>, handler: JobHandler<S>): HandledJob {
  return { kind, run: (payload, job) => handler(payload as z.output<S>, job) };
}

/** Thrown by a handler when retrying cannot help (a provider not configured): the job fails at once. */
export class PermanentJobError extends Error {}
