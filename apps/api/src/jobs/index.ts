import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { guestNoticeJobs } from '../modules/events/index.ts';
import { orderJobs } from '../modules/orders/index.ts';
import { payoutJobs } from '../modules/payouts/index.ts';
import { realtimeJobs } from '../modules/realtime/index.ts';
import { refundJobs } from '../modules/refunds/index.ts';
import { rsvpDecisionJobs } from '../modules/rsvps/index.ts';
import { textBlastJobs } from '../modules/text-blasts/index.ts';
import { textBlastJobs } from '../modules/text-blasts/index.ts';
import { waitlistJobs } from '../modules/waitlist/index.ts';
import { deleteFinishedJobs } from './job-queue.ts';
import { type JobHandler, JobRunner, type PeriodicJob } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner; tests call `app.jobs.runDueJobs()` instead of starting it. */
    jobs: JobRunner;
  }
}

/** Every job type and its handler. Modules enqueue by type with `enqueueJob`. */
export const jobHandlers: Record<string, JobHandler> = {
  ...orderJobs,
  ...refundJobs,
  ...waitlistJobs,
  ...guestNoticeJobs,
  ...rsvpDecisionJobs,
  ...textBlastJobs,
  ...textBlastJobs,
  ...realtimeJobs,
  ...payoutJobs,
  'jobs.cleanup': async (_payload, { app }) => deleteFinishedJobs(app.db),
};

const MINUTE = 60_000;

export const periodicJobs: PeriodicJob[] = [
  // The safety net behind each order's own expiry job.
  { type: 'orders.sweep-expired', everyMs: MINUTE },
  { type: 'idempotency.cleanup', everyMs: 60 * MINUTE },
  { type: 'jobs.cleanup', everyMs: 60 * MINUTE },
  // Text blasts whose server stopped mid-send: report the message in flight unknown, carry on.
  { type: 'text-blasts.sweep', everyMs: 5000 },
  // Text blasts whose server stopped mid-send: report the message in flight unknown, carry on.
  { type: 'text-blasts.sweep', everyMs: 5000 },
];

export function createJobRunner(ctx: AppContext, log: FastifyBaseLogger): JobRunner {
  return new JobRunner(ctx, jobHandlers, log, {
    pollMs: ctx.config.JOB_POLL_MS,
    batchSize: ctx.config.JOB_BATCH_SIZE,
    periodic: periodicJobs,
  });
}
