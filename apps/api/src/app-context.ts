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

/** A domain module registers its routes; it is mounted under /api/v1 and /api/v2. */
export type ApiModule = (app: Api, ctx: AppContext) => void | Promise<void>;
