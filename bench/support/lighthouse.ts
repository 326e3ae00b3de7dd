import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './server.ts';

/** A run Lighthouse could not finish is run again this many times before the bench gives up. */
const ATTEMPTS = 3;

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * One cold Lighthouse mobile run (performance only) in its own Chromium. A run Lighthouse could
 * not finish (a runtime error, no score) is said on the console and run again: counted as a
 * score of 0 it once became one of the three runs a median was taken from. `lhrPath` keeps the
 * report (lhr JSON) to read what the simulation counted.
 */
export async function lighthouseRun(url: string, lhrPath?: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await lighthouseReport(url);
    const score = lhr?.categories.performance?.score;
    if (lhr && !lhr.runtimeError && typeof score === 'number') {
      if (lhrPath) {
        fs.mkdirSync(path.dirname(lhrPath), { recursive: true });
        fs.writeFileSync(lhrPath, JSON.stringify(lhr, null, 1));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        score,
        lcpMs: audit('largest-contentful-paint'),
        fcpMs: audit('first-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      };
    }
    const why = lhr?.runtimeError?.code ?? 'no score';
    if (attempt >= ATTEMPTS)
      throw new Error(`Lighthouse could not finish ${url} in ${ATTEMPTS} tries (${why})`);
    console.info(`  Lighthouse could not finish ${url} (${why}); running it again`);
  }
}

/** The run with the median score (ties broken by LCP), as Lighthouse's own docs advise. */
export function median(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
}

async function lighthouseReport(url: string): Promise<Result | undefined> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    return result?.lhr;
  } finally {
    chrome.kill();
  }
}
