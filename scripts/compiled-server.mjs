// The compiled API (apps/api/dist/server.mjs, what `npm start` runs) started for a `node --test`
// file: on a fresh embedded database and a free port, stopped and cleaned up after the test.
// Used by scripts/compiled-start.test.mjs and scripts/web-budget.test.mjs; run `npm run build` first.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, 'apps/api/dist/server.mjs');

/**
 * Resolves with the address the start banner names (`Listening on: …`); `log()` is everything the
 * server has printed so far, for assertions and failure reports. `env` adds to or overrides the
 * development defaults below.
 */
export async function startCompiledServer(t, { env = {}, timeoutMs = 60_000 } = {}) {
  assert.ok(fs.existsSync(bundle), 'apps/api/dist/server.mjs is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-compiled-'));
  const server = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.after(() => {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  let output = '';
  server.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const address = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start banner within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Listening on:\s+(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { address, server, log: () => output };
}
