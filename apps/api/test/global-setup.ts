import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, wrapPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { databaseUrl, dropRunDatabases } from './pg-databases.ts';

/**
 * Migrates one database per run and lets every test file start from a copy of it, instead of
 * migrating its own (3–4 s a file): a PGlite dump on the embedded run, a PostgreSQL template
 * database when TEST_DATABASE_URL is set (see helpers.ts, and docs/testing.md).
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-template-'));
  const file = path.join(dir, 'template.tar.gz');
  const pglite = await PGlite.create();
  await migrate(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir('gzip');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  const run = url ? await preparePostgresTemplate(url) : undefined;
  provide('pgRun', run ?? '');
  return async () => {
    if (url && run) await dropRunDatabases(url, run);
    await fs.rm(dir, { recursive: true, force: true });
  };
}

/**
 * Creates `mingle_<run>_template`, migrated, or returns undefined when the role may not create
 * databases (helpers.ts then gives each file a schema of its own and migrates it).
 */
async function preparePostgresTemplate(url: string): Promise<string | undefined> {
  const run = randomUUID().replaceAll('-', '').slice(0, 12);
  const admin = openPostgres(url, { max: 1 });
  try {
    await admin.exec(`CREATE DATABASE mingle_${run}_template`);
  } catch {
    return undefined;
  } finally {
    await admin.close();
  }
  const template = openPostgres(databaseUrl(url, `mingle_${run}_template`), { max: 1 });
  await migrate(template);
  await template.close();
  return run;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The run id of the PostgreSQL template database, or '' (PGlite run, or no CREATEDB). */
    pgRun: string;
  }
}
