// The production stack of compose.yaml, run directly on this machine for scripts/operator-test.mjs:
// a fresh PostgreSQL database and Redis (each behind a TCP proxy the test can cut), an S3-protocol
// store, an SMS provider that accepts everything, HAProxy with deploy/haproxy.cfg, and the
// compiled API servers started with the image's command and compose.yaml's variables.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startLocalS3 } from '../../apps/api/test/s3-server.ts';
import { startTcpProxy } from '../../apps/api/test/tcp-proxy.ts';

export const root = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(root, 'apps/api/dist/server.mjs');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ports 3180 (the balancer) and 3181–3183 (the servers), unless OPERATOR_PORT moves them. */
const BASE_PORT = Number(process.env.OPERATOR_PORT ?? 3180);

async function freshDatabase(adminUrl) {
  const name = `mingle_operator_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Twilio-shaped: answers 201 to every message, as a provider that is up would. */
async function startSmsSink() {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: `SM${randomBytes(8).toString('hex')}` }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

export async function waitFor(check, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

const answers = async (url, status = 200) =>
  (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === status;

/** One API server process, started and stopped as an orchestrator does. */
function apiServer(index, env) {
  const port = BASE_PORT + index;
  const server = { port, url: `http://127.0.0.1:${port}`, process: null, log: '' };
  server.start = async () => {
    // The image's command (Dockerfile CMD), on the Node that runs this test (24).
    const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
      cwd: root,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.process = child;
    server.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
    for (const stream of [child.stdout, child.stderr]) {
      // Per-request lines drown the rest: keep the others, for the report of a failure.
      stream.on('data', (chunk) => {
        const kept = String(chunk)
          .split('\n')
          .filter(
            (line) =>
              !line.includes('"msg":"request completed"') && !line.includes('"msg":"incoming request"'),
          );
        server.log = (server.log + kept.join('\n')).slice(-20_000);
      });
    }
    await waitFor(() => answers(`${server.url}/api/ready`), 180_000, `server ${index} ready`).catch((err) => {
      throw new Error(`${err.message}; its log:\n${server.log}`);
    });
  };
  /** SIGTERM, as `docker compose restart`/`stop` sends; returns how long the exit took. */
  server.stop = async () => {
    const started = Date.now();
    server.process.kill('SIGTERM');
    const code = await server.exited;
    return { code, ms: Date.now() - started };
  };
  return server;
}

export async function startStack() {
  const adminUrl =
    process.env.OPERATOR_DATABASE_URL ??
    process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, '/postgres') ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const cleanups = [];
  const stack = { cleanups };
  try {
    const db = await freshDatabase(adminUrl);
    cleanups.push(db.drop);
    const dbAdmin = new URL(db.url);
    const dbProxy = await startTcpProxy({ host: dbAdmin.hostname, port: Number(dbAdmin.port || 5432) });
    cleanups.push(() => dbProxy.close());
    const redisProxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    cleanups.push(() => redisProxy.close());
    const s3 = await startLocalS3('mingle-operator');
    cleanups.push(() => s3.stop());
    const sms = await startSmsSink();
    cleanups.push(() => sms.close());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-operator-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const proxiedDb = new URL(db.url);
    proxiedDb.host = `127.0.0.1:${dbProxy.port}`;
    const balancer = `http://127.0.0.1:${BASE_PORT}`;
    // compose.yaml's x-api environment, with this machine's addresses.
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: proxiedDb.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
      PUBLIC_URL: balancer,
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_MS: '3000',
      ...s3.env,
      SMS_API_URL: sms.url,
      SMS_ACCOUNT_SID: 'AC-operator',
      SMS_AUTH_TOKEN: 'operator',
      SMS_FROM: '+15550000000',
      LOG_LEVEL: 'info',
      // Every request of this test comes from one address; compose keeps the default.
      RATE_LIMIT_PER_MINUTE: '1000000',
    };
    const servers = [1, 2, 3].map((i) => apiServer(i, env));
    cleanups.push(async () => {
      for (const s of servers) if (s.process && s.process.exitCode === null) s.process.kill('SIGKILL');
    });
    // All three at once: the migrations' advisory lock lets one server apply them.
    await Promise.all(servers.map((s) => s.start()));

    const haproxy = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
      env: {
        PATH: process.env.PATH,
        LISTEN: `127.0.0.1:${BASE_PORT}`,
        API1: `127.0.0.1:${servers[0].port}`,
        API2: `127.0.0.1:${servers[1].port}`,
        API3: `127.0.0.1:${servers[2].port}`,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    cleanups.push(() => haproxy.kill('SIGTERM'));
    await waitFor(() => answers(`${balancer}/api/ready`), 10_000, 'HAProxy routes to a ready server');

    const sql = new pg.Pool({ connectionString: db.url.toString(), max: 2 });
    cleanups.push(() => sql.end());
    Object.assign(stack, { balancer, servers, dbProxy, redisProxy, sql });
    return stack;
  } catch (err) {
    await stopStack(stack);
    throw err;
  }
}

export async function stopStack(stack) {
  for (const cleanup of stack.cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
