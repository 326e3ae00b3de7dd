import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createProviders, type Providers } from '../providers/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface ContextOptions {
  /** An open, migrated database (tests); otherwise one is opened from the config. */
  db?: Db;
  /** Replace providers (tests pass recording fakes of the outside world). */
  providers?: Partial<Providers>;
}

/**
 * The database (opened and migrated unless the caller brings one) and the providers, as the
 * context every module gets; both are closed with the server.
 */
export async function registerContext(
  app: FastifyInstance,
  config: Config,
  options: ContextOptions,
): Promise<AppContext> {
  const db = options.db ?? (await openDatabase(config));
  if (!options.db) await migrate(db);
  const providers: Providers = { ...createProviders(config, db, app.log), ...options.providers };
  app.addHook('onClose', async () => {
    await Promise.all([providers.pubsub.close(), providers.rateLimits.close()]);
  });
  const ctx: AppContext = { config, db, providers };
  app.decorate('ctx', ctx);
  return ctx;
}

/** A database the server opened itself is closed last, after the job runner stopped. */
export function closeOwnDatabase(app: FastifyInstance, ctx: AppContext, options: ContextOptions): void {
  if (!options.db) app.addHook('onClose', () => ctx.db.close());
}
