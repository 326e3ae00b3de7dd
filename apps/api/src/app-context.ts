import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { HandledJob } from './jobs/job-kind.ts';
import type { Providers } from './providers/index.ts';

/** What every module gets: configuration, the database and the providers. */
export interface AppContext {
  config: Config;
  db: Db;
  providers: Providers;
}

/** A Fastify instance whose route schemas are zod schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Registers a module's routes; they are mounted under /api/v1 and /api/v2. */
export type ModuleRoutes = (app: Api, ctx: AppContext) => void | Promise<void>;

/**
 * A domain module as the app sees it: its routes and the background jobs it handles. Each
 * module's index.ts declares one; modules/index.ts lists them all.
 */
export interface ApiModule {
  name: string;
  register: ModuleRoutes;
  /**
   * The job kinds this module runs, each with its handler (`handleJob`); `enqueue(tx, kind,
   * payload)` queues one. A kind with `everyMs` the runner schedules itself.
   */
  jobs?: readonly HandledJob[];
}
