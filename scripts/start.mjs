#!/usr/bin/env node
// `npm start`: builds the web client and the API when either is missing or older than its
// sources, then serves both on PORT (default 3000) with the embedded defaults. The API runs as
// compiled JavaScript (docs/adr/0010-compiled-api.md): no TypeScript transpiler at start.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const api = path.join(root, 'apps/api');
const shared = path.join(root, 'packages/shared/src');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sourceDirs) {
  if (!fs.existsSync(output)) return true;
  return fs.statSync(output).mtimeMs < Math.max(...sourceDirs.map(newestMtime));
}

function build(label, workspace) {
  console.info(`Building ${label}…`);
  // Always production React, even when NODE_ENV=development is set for the API.
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A client build without Vite's manifest predates the always-production build (it may hold
// development React): build again.
const manifest = path.join(web, 'dist/.vite/manifest.json');
if (!fs.existsSync(manifest) || isStale(path.join(web, 'dist/index.html'), [path.join(web, 'src'), shared])) {
  build('the web client', 'apps/web');
}
const serverBundle = path.join(api, 'dist/server.mjs');
if (isStale(serverBundle, [path.join(api, 'src'), shared])) build('the API', 'apps/api');

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
