import type { FastifyInstance } from 'fastify';
import type { ApiModule, AppContext } from '../app-context.ts';
import { createJobRunner } from '../jobs/index.ts';

/** The background job runner for every module's jobs, started when jobs are enabled. */
export function registerJobs(app: FastifyInstance, ctx: AppContext, modules: readonly ApiModule[]): void {
  const jobs = createJobRunner(ctx, app.log, modules);
  app.decorate('jobs', jobs);
  // Stop the worker before the database closes; tests run jobs with app.jobs.runDueJobs().
  app.addHook('preClose', async () => {
    await jobs.stop();
  });
  if (ctx.config.jobsEnabled) app.addHook('onReady', async () => jobs.start());
}
