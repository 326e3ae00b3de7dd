/**
 * The web budget (docs/adr/0006-first-load-budget.md): the JavaScript a first visit to a public
 * page downloads, gzip-compressed, against the 100 KB budget, and Lighthouse's mobile performance
 * score (median of BENCH_LIGHTHOUSE_RUNS, default 3, cold runs) against 0.95. Baseline in the same
 * run: a bare HTML page with no script, the best score this machine gives under the same throttling.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { lighthouseRun, median } from './support/lighthouse.ts';
import { CHROMIUM, CHROMIUM_FLAGS, startServer } from './support/server.ts';
import { recordResult } from './support/summary.ts';

const BUDGET_BYTES = 100 * 1024;
const MIN_SCORE = 0.95;
const PAGES = ['/', '/about', '/event-details', '/auth'];

async function firstLoadJsBytes(base: string, pathname: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const bodies: Promise<number>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        bodies.push(
          res.body().then(
            (b) => gzipSync(b, { level: 9 }).length,
            () => 0,
          ),
        );
    });
    await page.goto(base + pathname, { waitUntil: 'networkidle' });
    return (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  } finally {
    await browser.close();
  }
}

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The median of RUNS cold runs: one run alone swung a page from 0.99 to 0.94 between two benches. */
async function lighthouseScore(url: string): Promise<number> {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(url));
  return median(runs).score;
}

const server = await startServer(3300);
const bare = http.createServer((_req, res) => {
  res.setHeader('content-type', 'text/html');
  res.end(
    '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Bare</title><h1>Bare page</h1></html>',
  );
});
await new Promise<void>((resolve) => bare.listen(3301, '127.0.0.1', resolve));
try {
  const baseline = await lighthouseScore('http://127.0.0.1:3301/');
  console.info(`baseline (a bare HTML page, no script): Lighthouse performance ${baseline.toFixed(2)}`);
  console.info('page            JS gzip    budget ratio   Lighthouse   vs baseline');
  for (const pathname of PAGES) {
    const bytes = await firstLoadJsBytes(server.url, pathname);
    const score = await lighthouseScore(server.url + pathname);
    const pass = bytes <= BUDGET_BYTES && score >= MIN_SCORE;
    recordResult({
      figure: `web: first-load JS gzip of ${pathname}`,
      goal: `≤ ${BUDGET_BYTES / 1024} KB`,
      measured: `${(bytes / 1024).toFixed(1)} KB`,
      pass: bytes <= BUDGET_BYTES,
    });
    recordResult({
      figure: `web: Lighthouse mobile performance of ${pathname}`,
      goal: `≥ ${MIN_SCORE}`,
      measured: `${score.toFixed(2)} (bare page ${baseline.toFixed(2)})`,
      pass: score >= MIN_SCORE,
    });
    console.info(
      `${pathname.padEnd(15)} ${(bytes / 1024).toFixed(1).padStart(6)} KB   ${(bytes / BUDGET_BYTES).toFixed(2).padStart(5)}×      ${score.toFixed(2).padStart(4)}         ${(score / (baseline || 1)).toFixed(2)}×  ${pass ? 'ok' : 'MISSED'}`,
    );
  }
} finally {
  bare.close();
  await server.stop();
}
process.exit(0);
