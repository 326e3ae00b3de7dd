import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '../..');
const api = path.join(root, 'apps/api');
/** The compiled API (docs/adr/0010-compiled-api.md), what `npm start` runs in production. */
export const SERVER_BUNDLE = path.join(api, 'dist/server.mjs');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the API bundle when it is missing or older than its sources, under a lock so two
 * benchmarks (or a benchmark and `npm start`) never build into dist/ at once.
 */
export function ensureApiBuilt(): void {
  const sources = [path.join(api, 'src'), path.join(root, 'packages/shared/src')];
  const fresh =
    fs.existsSync(SERVER_BUNDLE) &&
    fs.statSync(SERVER_BUNDLE).mtimeMs >= Math.max(...sources.map(newestMtime));
  if (fresh) return;
  const run = spawnSync(
    'flock',
    [path.join(os.tmpdir(), 'mingle-api-build.lock'), process.execPath, 'scripts/build.mjs'],
    {
      cwd: api,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) throw new Error('building the API (apps/api/scripts/build.mjs) failed');
}

/** Kernel ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds a process has used so far (Linux /proc). */
export function cpuMs(pid: number): number {
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15, i.e. 12 and 13 after the parenthesis.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export interface RunningServer {
  url: string;
  /** The server process's id, to read its memory from /proc. */
  pid: number;
  /** Milliseconds from spawning the process to its first 200 from /api/health. */
  startMs: number;
  /** CPU milliseconds the process used by then: what the start costs whatever else runs. */
  startCpuMs: number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** A data folder to start on (kept at stop); by default a fresh one, removed at stop. */
  dataDir?: string;
}

/**
 * Starts the real server, compiled (built client + API, embedded defaults), on a fresh data
 * folder. Running the bundle rather than the sources through tsx measures what production runs,
 * and sidesteps tsx picking the repository root's tsconfig (no JSX runtime for the e-mail
 * templates).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  // A caller that names its own WEB_DIST_DIR (an API-only benchmark) needs no client build.
  if (!env.WEB_DIST_DIR && !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the client first: npm run build');
  }
  ensureApiBuilt();
  const url = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use; stop whatever listens there first`);
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-bench-'));
  const spawned = performance.now();
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  // A fresh data folder migrates first: on a loaded machine that takes a minute or more.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - spawned;
  return {
    url,
    pid: child.pid!,
    startMs,
    startCpuMs: cpuMs(child.pid!),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
