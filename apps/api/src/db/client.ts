import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The one database interface the modules use. It runs the same SQL on PGlite (embedded
 * default) and PostgreSQL (production); repositories write plain parameterised SQL.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** First row or undefined. */
  maybeOne<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<T | undefined>;
}

export interface QueryOptions {
  /**
   * Prepares the statement under this name on each PostgreSQL connection, so its plan is made
   * once per connection, not on every run (PGlite ignores it). Only for a hot statement whose
   * text never changes and whose plan does not depend on its parameters' values: the chat send
   * spent more time planning than running (docs/adr/0005-real-time-protocol.md).
   */
  name?: string;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** Work queued by `afterCommit` on each open transaction's handle. */
const commitHooks = new WeakMap<Queryable, CommitHook[]>();

/** Work to do after a commit; gets the database the transaction ran on. */
export type CommitHook = (db: Queryable) => Promise<void>;

/**
 * Runs `fn` once the transaction `q` belongs to has committed, and never when it rolls back;
 * at once when `q` is not a transaction (its statements have committed already). The
 * transaction's caller gets its answer after every hook ran; a hook's failure is the hook's own
 * (the change is committed whatever it does), so it is dropped here.
 */
export async function afterCommit(q: Queryable, fn: CommitHook): Promise<void> {
  const hooks = commitHooks.get(q);
  if (hooks) hooks.push(fn);
  else await fn(q).catch(() => undefined);
}

/** A transaction's handle that `afterCommit` can queue work on. */
function openHandle(query: Queryable['query']): Queryable {
  const tx = withMaybeOne(query);
  commitHooks.set(tx, []);
  return tx;
}

async function runCommitHooks(tx: Queryable, db: Queryable): Promise<void> {
  for (const hook of commitHooks.get(tx) ?? []) await hook(db).catch(() => undefined);
}

function withMaybeOne(query: Queryable['query']): Queryable {
  return {
    query,
    maybeOne: async (sql, params, options) => (await query(sql, params, options))[0] as never,
  };
}

export function wrapPglite(pglite: PGlite): Db {
  const q: Queryable['query'] = async (sql, params) => (await pglite.query(sql, params)).rows as never;
  const db: Db = {
    kind: 'pglite',
    ...withMaybeOne(q),
    transaction: async (fn) => {
      let handle: Queryable | undefined;
      const result = await pglite.transaction((tx) => {
        handle = openHandle(async (sql, params) => (await tx.query(sql, params)).rows as never);
        return fn(handle);
      });
      if (handle) await runCommitHooks(handle, db);
      return result;
    },
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
  return db;
}

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ? { dataDir } : undefined);
  return wrapPglite(pglite);
}

// Return timestamps, bigints and numerics the same way PGlite does (Date, number, number).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

const statement = (text: string, values: unknown[] | undefined, options: QueryOptions | undefined) => ({
  text,
  values,
  ...(options?.name ? { name: options.name } : {}),
});

/** How long a query waits for a connection to the database before the request gives up. */
const CONNECT_TIMEOUT_MS = 3000;

export function openPostgres(
  connectionString: string,
  options: { searchPath?: string; max?: number } = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // JIT compiling costs more than it saves on short OLTP queries (hundreds of ms for a few).
    options: `-c jit=off${options.searchPath ? ` -c search_path=${options.searchPath}` : ''}`,
    // While the database is unreachable a request fails fast (a JSON 503) instead of hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server dropped (restart, failover, network cut) is an 'error' event;
  // unhandled it would end the process. The pool replaces it on the next query.
  pool.on('error', () => undefined);
  const q: Queryable['query'] = async (sql, params, options) =>
    (await pool.query(statement(sql, params, options))).rows as never;
  const db: Db = {
    kind: 'postgres',
    ...withMaybeOne(q),
    transaction: async (fn) => {
      const client = await pool.connect();
      const handle = openHandle(
        async (sql, params, options) => (await client.query(statement(sql, params, options))).rows as never,
      );
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        await client.query('BEGIN');
        result = await fn(handle);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        // Released before the commit hooks run, so a hook's own queries never wait on it.
        client.release();
      }
      await runCommitHooks(handle, db);
      return result;
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
  return db;
}

export async function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): Promise<Db> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite(path.join(config.DATA_DIR, 'pglite'));
}
