import { openPostgres } from '../src/db/client.ts';

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Drops the run's databases at its end, all at once: PostgreSQL 15 checkpoints on every DROP
 * DATABASE, which costs seconds while the suite writes and little once it has stopped. Only this
 * run's: another run may be using the same server at the same time.
 */
export async function dropRunDatabases(url: string, run: string): Promise<void> {
  const admin = openPostgres(url, { max: 1 });
  try {
    const rows = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname LIKE '%\\_template', datname`,
      [`mingle\\_${run}\\_%`],
    );
    for (const { datname } of rows) await admin.exec(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.close();
  }
}
