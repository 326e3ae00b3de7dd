import type { FastifyBaseLogger } from 'fastify';
import type { ApiModule, AppContext } from '../app-context.ts';
import { deleteFinishedJobs } from './job-queue.ts';
import { type JobHandler, JobRunner, type PeriodicJob } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner; tests call `app.jobs.runDueJobs()` instead of starting it. */
    jobs: JobRunner;
  }
}

const HOUR = 3_600_000;

/** The runner for every module's jobs, plus the clean-up of the job table itself. */
export function createJobRunner(
  ctx: AppContext,
  log: FastifyBaseLogger,
  modules: readonly ApiModule[],
): JobRunner {
  const handlers: Record<string, JobHandler> = {
    'jobs.cleanup': async (_payload, { app }) => deleteFinishedJobs(app.db),
  };
  const periodic: PeriodicJob[] = [{ type: 'jobs.cleanup', everyMs: HOUR }];
  for (const mod of modules) {
    for (const [type, handler] of Object.entries(mod.jobs ?? {})) {
      if (handlers[type]) throw new Error(`Job type ${type} is handled twice (module ${mod.name})`);
      handlers[type] = handler;
    }
    periodic.push(...(mod.periodic ?? []));
  }
  return new JobRunner(ctx, handlers, log, {
    pollMs: ctx.config.JOB_POLL_MS,
    batchSize: ctx.config.JOB_BATCH_SIZE,
    periodic,
  });
}
