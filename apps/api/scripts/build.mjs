#!/usr/bin/env node
// Compiles the API into one ES module, dist/server.mjs, so production runs plain JavaScript
// with no TypeScript transpiler at start (docs/adr/0010-compiled-api.md). npm packages stay
// external (installed in node_modules); the workspace's own TypeScript packages (@mingle/*)
// are bundled in, because Node cannot load their .ts sources.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const api = path.resolve(import.meta.dirname, '..');
const dist = path.join(api, 'dist');

const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mingle/') ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(dist, { recursive: true, force: true });
await esbuild.build({
  entryPoints: [path.join(api, 'src/server.ts')],
  outfile: path.join(dist, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  tsconfig: path.join(api, 'tsconfig.json'),
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
// db/migrate.ts reads its SQL files next to itself; in the bundle "itself" is dist/.
fs.cpSync(path.join(api, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
