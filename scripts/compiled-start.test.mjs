// The production start runs the compiled API (apps/api/dist/server.mjs from `npm run build`),
// not TypeScript: this starts that bundle the way `npm start` does, on a fresh embedded database,
// and checks that it migrates, answers, serves the client and tells the person where to go.
// Run after `npm run build`: `node --test scripts/compiled-start.test.mjs`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, 'apps/api/dist/server.mjs');

test('the compiled API starts on a fresh embedded database and answers', async (t) => {
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
      SHUTDOWN_DRAIN_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.after(() => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  let output = '';
  server.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const address = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start banner within 60 s:\n${output}`)), 60_000);
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
  assert.match(output, /Mingle is running: open http:\/\/localhost:/);
  assert.match(output, /Sign-in codes:\s+http:\/\/localhost:\d+\/dev\/outbox/);

  const health = await fetch(`${address}/api/health`);
  assert.equal(health.status, 200);
  // A call that reads migrated tables: the bundle found its SQL migrations.
  const events = await fetch(`${address}/api/v1/events`);
  assert.equal(events.status, 200);
  const page = await fetch(`${address}/about`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  assert.doesNotMatch(output, /"msg":"request completed"/, 'development start logs every request');

  const ready = await fetch(`${address}/api/ready`);
  assert.equal(ready.status, 200);
  assert.match(ready.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);

  // SIGTERM: not ready at once, still serving during the drain window, gone within 10 s.
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  const stoppedAt = Date.now();
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const draining = await fetch(`${address}/api/ready`);
  assert.equal(draining.status, 503);
  assert.equal((await draining.json()).error.code, 'NOT_READY');
  assert.equal(
    (await fetch(`${address}/api/v1/events`)).status,
    200,
    'requests are still served while draining',
  );
  assert.equal(await exited, 0);
  assert.ok(Date.now() - stoppedAt < 10_000, 'the server took 10 s or more to exit');
});
