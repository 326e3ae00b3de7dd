import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, openPostgres } from '../src/db/client.ts';
import { openTestDb } from './helpers.ts';
import type { SocialTestApp } from './social-test-kit.ts';

export interface TwoServers {
  /** The first server, with the social test kit's bookkeeping. */
  t: SocialTestApp;
  /** A second server on the same PostgreSQL schema and the same Redis. */
  second: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two listening API servers over one PostgreSQL schema and one Redis, as production runs behind
 * a load balancer: what one server publishes must reach sockets on the other.
 */
export async function startTwoServers(redisUrl: string): Promise<TwoServers> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-two-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    RATE_LIMIT_PER_MINUTE: '100000',
    REDIS_URL: redisUrl,
  });
  const db = await openTestDb();
  if (!db.postgres) throw new Error('two servers share a PostgreSQL database: set TEST_DATABASE_URL');
  const secondDb: Db = openPostgres(db.postgres.url, { searchPath: db.postgres.searchPath });
  const first = await buildApp(config, { db });
  const second = await buildApp(config, { db: secondDb });
  const t: SocialTestApp = {
    app: first,
    db,
    config,
    people: [],
    seen: [],
    close: async () => {
      await first.close();
      await db.close();
    },
  };
  await first.listen({ port: 0, host: '127.0.0.1' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    second,
    close: async () => {
      await second.close();
      await secondDb.close();
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real-time endpoint of a listening server. */
export const wsUrl = (app: FastifyInstance) =>
  `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/realtime`;
