/**
 * `npm run bench`: runs every `*.bench.ts` in this folder, one after another, each in its own
 * process so one benchmark's memory and connections never skew the next, then prints one table
 * of every figure against its goal (support/summary.ts). `npm run bench -- <name>` runs the ones
 * whose file name contains <name>.
 *
 * Exit status: non-zero only when a benchmark crashed (exited non-zero, or recorded nothing).
 * A missed goal is a FAIL row in the table, not a crash: the run's job is to measure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchResult, readResults } from './support/summary.ts';

const filter = process.argv[2] ?? '';
const files = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
const summaryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-bench-summary-'));
const rows: BenchResult[] = [];
const crashed: string[] = [];
const started = Date.now();

for (const file of files) {
  console.info(`\n=== ${file}`);
  const summaryFile = path.join(summaryDir, `${file}.jsonl`);
  const benchStarted = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile },
  });
  const results = readResults(summaryFile);
  const seconds = ((Date.now() - benchStarted) / 1000).toFixed(0);
  console.info(`=== ${file}: ${seconds} s`);
  rows.push(...results);
  if (run.status !== 0 || results.length === 0) {
    const why = run.status !== 0 ? `exited ${run.status ?? run.signal}` : 'recorded no result';
    crashed.push(file);
    rows.push({ figure: file, goal: 'runs to the end', measured: `CRASHED (${why})`, pass: false });
  }
}
fs.rmSync(summaryDir, { recursive: true, force: true });

/** A fixed-width text table, each column as wide as its widest cell. */
function table(results: BenchResult[]): string {
  const header = ['figure', 'goal', 'measured', 'result'];
  const cells = results.map((r) => [r.figure, r.goal, r.measured, r.pass ? 'PASS' : 'FAIL']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join(' │ ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('─┼─'), ...cells.map(line)].join('\n');
}

const minutes = (Date.now() - started) / 60_000;
if (!filter)
  rows.push({
    figure: 'npm run bench: the whole run',
    goal: '< 15 min',
    measured: `${minutes.toFixed(1)} min`,
    pass: minutes < 15,
  });
const passed = rows.filter((r) => r.pass).length;
console.info(
  `\n=== Summary: ${passed} of ${rows.length} figures meet their goal; ${files.length} benchmarks in ${minutes.toFixed(1)} min\n`,
);
console.info(table(rows));
if (crashed.length > 0) console.info(`\ncrashed: ${crashed.join(', ')}`);
process.exit(crashed.length === 0 ? 0 : 1);
