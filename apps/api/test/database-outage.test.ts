import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, openPostgres } from '../src/db/client.ts';
import { call, openTestDb, type TestDb } from './helpers.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/**
 * The database goes away and comes back (a restart, a failover, a network cut): requests fail
 * fast with the JSON 503, the server says it is not ready, and it heals by itself.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL outage', () => {
  let direct: TestDb;
  let proxied: Db;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    direct = await openTestDb();
    if (!direct.postgres) throw new Error('needs PostgreSQL');
    const url = new URL(direct.postgres.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    proxied = openPostgres(url.toString(), { searchPath: direct.postgres.searchPath });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    });
    app = await buildApp(config, { db: proxied });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
    await proxy.close();
    await direct.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 within 5 s while it is cut, then heals without a restart', async () => {
    expect((await call(app, { method: 'GET', url: '/api/v1/events' })).status).toBe(200);

    proxy.cut();
    for (const url of ['/api/v1/events', '/api/v1/events?page=2']) {
      const started = Date.now();
      const res = await call(app, { method: 'GET', url });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        success: false,
        error: {
          code: 'UNAVAILABLE',
          message: 'Mingle is briefly unavailable. Please try again in a moment.',
        },
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const ready = await call(app, { method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(503);
    expect(ready.body.error.code).toBe('NOT_READY');
    const health = await call(app, { method: 'GET', url: '/api/health' });
    expect(health.status).toBe(200);
    expect(health.body.data).toEqual({ status: 'ok', database: 'down' });

    proxy.restore();
    expect((await call(app, { method: 'GET', url: '/api/v1/events' })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/ready' })).status).toBe(200);
  }, 60_000);
});
