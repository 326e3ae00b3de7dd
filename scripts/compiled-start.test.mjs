// The production start runs the compiled API (apps/api/dist/server.mjs from `npm run build`),
// not TypeScript: this starts that bundle the way `npm start` does, on a fresh embedded database,
// and checks that it migrates, answers, serves the client and tells the person where to go.
// Run after `npm run build`: `node --test scripts/compiled-start.test.mjs`.
import assert from 'node:assert/strict';
import test from 'node:test';
import { startCompiledServer } from './compiled-server.mjs';

test('the compiled API starts on a fresh embedded database and answers', async (t) => {
  const { address, server, log } = await startCompiledServer(t, { env: { SHUTDOWN_DRAIN_MS: '1500' } });
  assert.match(log(), /Mingle is running: open http:\/\/localhost:/);
  assert.match(log(), /Sign-in codes:\s+http:\/\/localhost:\d+\/dev\/outbox/);

  const health = await fetch(`${address}/api/health`);
  assert.equal(health.status, 200);
  // A call that reads migrated tables: the bundle found its SQL migrations.
  const events = await fetch(`${address}/api/v1/events`);
  assert.equal(events.status, 200);
  const page = await fetch(`${address}/about`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  assert.doesNotMatch(log(), /"msg":"request completed"/, 'development start logs every request');

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
