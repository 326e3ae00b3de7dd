/**
 * `npm run bench`: runs every `*.bench.ts` in this folder, one after another, each in its own
 * process so one benchmark's memory and connections never skew the next. `npm run bench --
 * <name>` runs the ones whose file name contains <name>.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const filter = process.argv[2] ?? '';
const files = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
let failed = 0;
for (const file of files) {
  console.info(`\n=== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
