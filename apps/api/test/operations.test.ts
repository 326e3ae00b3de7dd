import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres, wrapPglite } from '../src/db/client.ts';
import { migrate, SchemaTooNewError } from '../src/db/migrate.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';

describe('readiness and request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready once started, and every answer names its request', async () => {
    const ready = await call(t.app, { method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ success: true, data: { status: 'ready' } });
    const a = await call(t.app, { method: 'GET', url: '/api/v1/events' });
    const b = await call(t.app, { method: 'GET', url: '/api/v1/nope' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps a balancer's well-formed id and replaces one that is not", async () => {
    const kept = await call(t.app, {
      method: 'GET',
      url: '/api/v1/events',
      headers: { 'x-request-id': 'lb-7f3a9c21:0042' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21:0042');
    for (const bad of ['<script>alert(1)</script>', 'short', 'x'.repeat(200), 'has space in it']) {
      const res = await call(t.app, {
        method: 'GET',
        url: '/api/v1/events',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers 503 at /api/ready while draining, and still serves everything else', async () => {
    t.app.readiness.drain();
    const ready = await call(t.app, { method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(503);
    expect(ready.body.error.code).toBe('NOT_READY');
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/events' })).status).toBe(200);
  });
});

/** An empty database: a fresh PGlite, or a new schema on PostgreSQL (two pools, as two servers). */
async function emptyDatabases(): Promise<{ first: Db; second: Db; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const pglite = await PGlite.create();
    const db = wrapPglite(pglite);
    return { first: db, second: db, close: () => pglite.close() };
  }
  const schema = `m_${randomUUID().replaceAll('-', '')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const first = openPostgres(url, { searchPath: schema, max: 2 });
  const second = openPostgres(url, { searchPath: schema, max: 2 });
  return {
    first,
    second,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

describe('migrations', () => {
  it('apply each file once when two servers start at the same moment', async () => {
    const dbs = await emptyDatabases();
    try {
      const [a, b] = await Promise.all([migrate(dbs.first), migrate(dbs.second)]);
      expect(a.length + b.length).toBeGreaterThan(0);
      expect([...a, ...b].sort()).toEqual([...new Set([...a, ...b])].sort());
      const rows = await dbs.first.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(rows.length).toBe(a.length + b.length);
      expect(await migrate(dbs.second)).toEqual([]);
    } finally {
      await dbs.close();
    }
  }, 120_000);

  it('refuse to serve a schema newer than the server, naming the migrations it lacks', async () => {
    const dbs = await emptyDatabases();
    try {
      await migrate(dbs.first);
      await dbs.first.query("INSERT INTO schema_migrations (name) VALUES ('9999_from_a_newer_release.sql')");
      const refused = await migrate(dbs.second).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(SchemaTooNewError);
      expect((refused as Error).message).toContain('9999_from_a_newer_release.sql');
    } finally {
      await dbs.close();
    }
  }, 120_000);
});
