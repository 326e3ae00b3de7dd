#!/usr/bin/env node
// `npm start`: builds the web client when it is missing or older than its sources, then
// serves client and API on PORT (default 3000) with the embedded defaults.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(
  newestMtime(path.join(web, 'src')),
  newestMtime(path.join(root, 'packages/shared/src')),
);
// A build without Vite's manifest predates the always-production build (it may hold development
// React): build again.
const manifest = path.join(web, 'dist/.vite/manifest.json');
if (!fs.existsSync(builtIndex) || !fs.existsSync(manifest) || fs.statSync(builtIndex).mtimeMs < sources) {
  console.info('Building the web client…');
  // Always production React, even when NODE_ENV=development is set for the API.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
