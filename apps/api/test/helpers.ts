import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Db, openPostgres, wrapPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { databaseUrl } from './pg-databases.ts';

/** A test file's database; on PostgreSQL, how a second server reaches the same data. */
export type TestDb = Db & { postgres?: { url: string; searchPath?: string } };

/**
 * A fresh, migrated database for one test file: PGlite from the template by default, or on
 * PostgreSQL (TEST_DATABASE_URL) a copy of the run's template database (global-setup.ts),
 * falling back to a new schema, migrated here, when the role may not create databases.
 */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const run = inject('pgRun');
    const name = randomUUID().replaceAll('-', '').slice(0, 16);
    if (run) {
      const admin = openPostgres(url, { max: 1 });
      await admin.exec(`CREATE DATABASE mingle_${run}_${name} TEMPLATE mingle_${run}_template`);
      await admin.close();
      const postgres = { url: databaseUrl(url, `mingle_${run}_${name}`) };
      return Object.assign(openPostgres(postgres.url, { max: 10 }), { postgres });
    }
    const schema = `t_${name}`;
    const admin = openPostgres(url, { max: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const db = openPostgres(url, { searchPath: schema, max: 10 });
    await migrate(db);
    const close = db.close;
    return Object.assign(db, {
      postgres: { url, searchPath: schema },
      close: async () => {
        await close();
        const cleanup = openPostgres(url, { max: 1 });
        await cleanup.exec(`DROP SCHEMA ${schema} CASCADE`);
        await cleanup.close();
      },
    });
  }
  const { template, ...engine } = await pgliteParts();
  const pglite = await PGlite.create({ loadDataDir: template, ...engine });
  return wrapPglite(pglite);
}

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's WebAssembly, which the API's type library (ES2023, no DOM) does not declare. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

let parts: Promise<{ template: Blob; pgliteWasmModule: WasmModule; fsBundle: Blob }> | undefined;

/**
 * What every PGlite instance of a worker starts from, read and compiled once: the API files
 * share their worker's modules (vitest.config.ts), and compiling PGlite's WebAssembly for each
 * database cost about 0.8 s of CPU (docs/testing.md).
 */
function pgliteParts() {
  parts ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const [template, wasmBytes, bundle] = await Promise.all([
      fs.readFile(inject('pgliteTemplate')),
      fs.readFile(path.join(dist, 'pglite.wasm')),
      fs.readFile(path.join(dist, 'pglite.data')),
    ]);
    return {
      template: new Blob([template]),
      pgliteWasmModule: await wasm.compile(wasmBytes),
      fsBundle: new Blob([bundle]),
    };
  })();
  return parts;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** Builds the app on a fresh database; no port is opened. Pass env overrides as needed. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'db'> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-client'),
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const db = await openTestDb();
  const app = await buildApp(config, { ...options, db });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for the whole test file: built before its tests, closed after them. The object is
 * filled in `beforeAll`, so read its fields inside tests and hooks, not at the file's top level.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(() => t.close());
  return t;
}

/** inject() with a bearer token and the parsed JSON body. */
export async function call(
  app: FastifyInstance,
  options: InjectOptions & { token?: string },
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const { token, ...rest } = options;
  const res = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}
