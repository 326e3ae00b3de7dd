import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ApiModule, AppContext } from '../app-context.ts';
import { defineJob, handleJob } from './job-kind.ts';
import { deleteFinishedJobs } from './job-queue.ts';
import { JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner; tests call `app.jobs.runDueJobs()` instead of starting it. */
    jobs: JobRunner;
  }
}

const HOUR = 3_600_000;

const jobsCleanup = defineJob({ name: 'jobs.cleanup', payload: z.object({}), everyMs: HOUR });

/** The runner for every module's jobs, plus the clean-up of the job table itself. */
export function createJobRunner(
  ctx: AppContext,
  log: FastifyBaseLogger,
  modules: readonly ApiModule[],
): JobRunner {
  const jobs = [
    handleJob(jobsCleanup, async (_payload, { app }) => deleteFinishedJobs(app.db)),
    ...modules.flatMap((mod) => mod.jobs ?? []),
  ];
  return new JobRunner(ctx, jobs, log, {
    pollMs: ctx.config.JOB_POLL_MS,
    batchSize: ctx.config.JOB_BATCH_SIZE,
  });
}
