import fs from 'node:fs';

/**
 * One line of `npm run bench`'s closing table: a measured figure, its goal and whether it held.
 * Each benchmark runs in its own process (run-all.ts), so results travel through the file named
 * by BENCH_SUMMARY_FILE, one JSON object per line; run alone, a benchmark just prints them.
 */
export interface BenchResult {
  /** Which benchmark and figure, e.g. "checkout: place+pay vs bare insert (PostgreSQL)". */
  figure: string;
  /** The goal in words, e.g. "≥ 0.5×" or "p99 < 25 ms". */
  goal: string;
  /** The measured value in words, e.g. "0.54×" or "18.2 ms". */
  measured: string;
  pass: boolean;
}

export function recordResult(result: BenchResult): void {
  const line = `${JSON.stringify(result)}\n`;
  const file = process.env.BENCH_SUMMARY_FILE;
  if (file) fs.appendFileSync(file, line);
  console.info(
    `  ${result.pass ? 'PASS' : 'FAIL'}  ${result.figure}: ${result.measured} (goal ${result.goal})`,
  );
}

export function readResults(file: string): BenchResult[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BenchResult);
}
