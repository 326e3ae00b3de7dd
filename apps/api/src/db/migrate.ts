import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './client.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * One lock for "migrating Mingle" on the whole database: servers started together take turns,
 * and each migration is applied by whichever gets there first (an arbitrary fixed number).
 */
const MIGRATION_LOCK = 4_231_977_301;

/** The database holds migrations this server does not have: it is older than the schema. */
export class SchemaTooNewError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `The database schema is newer than this server: it has migrations this release does not know (${unknown.join(', ')}). Start the release that applied them, or a newer one.`,
    );
  }
}

/**
 * Applies every `migrations/NNNN_name.sql` not yet applied, in name order, each in its own
 * transaction under an advisory lock, so that several servers starting at the same moment apply
 * each file once. The same files run on PGlite and PostgreSQL.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const done = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    return new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
  });
  const known = new Set(files);
  const unknown = [...done].filter((name) => !known.has(name)).sort();
  if (unknown.length > 0) throw new SchemaTooNewError(unknown);

  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      // Another server may have applied it while this one waited for the lock.
      if (await tx.maybeOne('SELECT 1 FROM schema_migrations WHERE name = $1', [file])) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}

/** Splits on semicolons at line ends; migrations avoid semicolons inside function bodies. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
