/**
 * The event page a shared link opens, on a phone: Lighthouse 12 mobile (simulated throttling:
 * slow 4G, 4× CPU) on the production build, `/event-details?id=…` of a published public event
 * with a cover photo and of one without (its largest paint is then the date line), median of
 * BENCH_LIGHTHOUSE_RUNS (default 3) cold runs each. Goals for both: performance score ≥ 0.98 and
 * Largest Contentful Paint < 1.5 s. Baseline in the same run: a bare HTML page with no script,
 * the best this machine scores under the same throttling.
 */
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { type LighthouseRun, lighthouseRun, median } from './support/lighthouse.ts';
import { seedEvent } from './support/seed-event.ts';
import { startServer } from './support/server.ts';
import { recordResult } from './support/summary.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3303);
/** A folder to keep each run's Lighthouse report (lhr JSON) in, to read what the simulation counted. */
const LHR_DIR = process.env.BENCH_LHR_DIR;
const lhrPath = (name: string) => (LHR_DIR ? path.join(LHR_DIR, `${name}.json`) : undefined);
const GOAL_SCORE = 0.98;
const GOAL_LCP_MS = 1500;

/** A 2400 × 1350 photo-like JPEG of ~640 KB (lightly blurred noise: its 1600 px WebP is ~270 KB, as a phone photo's is). */
function coverPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400,
      height: 1350,
      channels: 3,
      background: '#8a5cf6',
      noise: { type: 'gaussian', mean: 120, sigma: 60 },
    },
  })
    .blur(1.6)
    .jpeg({ quality: 85 })
    .toBuffer();
}

const line = (label: string, r: LighthouseRun) =>
  `${label.padEnd(34)} ${r.score.toFixed(2).padStart(5)}   ${Math.round(r.lcpMs).toString().padStart(5)} ms   ${Math.round(r.fcpMs).toString().padStart(5)} ms   ${Math.round(r.tbtMs).toString().padStart(4)} ms   ${r.cls.toFixed(3)}`;

const webDist = process.env.WEB_DIST_DIR;
const server = await startServer(PORT, webDist ? { WEB_DIST_DIR: webDist } : {});
const bare = http.createServer((_req, res) => {
  res.setHeader('content-type', 'text/html');
  res.end(
    '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Bare</title><h1>Bare page</h1></html>',
  );
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const barePort = (bare.address() as { port: number }).port;
try {
  const photo = await coverPhoto();
  const description = '<p>Doors at eight. Bring a friend; the first hundred tickets are $25.</p>';
  const kinds = [
    {
      label: 'with a cover',
      id: await seedEvent(server.url, { cover: { data: photo, type: 'image/jpeg' }, description }),
    },
    { label: 'without a cover', id: await seedEvent(server.url, { description }) },
  ];
  console.info(
    `Lighthouse mobile, simulated throttling, ${RUNS} cold runs each; cover upload ${(photo.length / 1024).toFixed(0)} KB JPEG`,
  );
  console.info(`${''.padEnd(34)} score     LCP        FCP        TBT     CLS`);
  const baseline = median([await lighthouseRun(`http://127.0.0.1:${barePort}/`, lhrPath('bare'))]);
  console.info(line('baseline (bare HTML, no script)', baseline));
  for (const [k, kind] of kinds.entries()) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(
        await lighthouseRun(
          `${server.url}/event-details?id=${kind.id}`,
          lhrPath(`event-page-${k + 1}-${i + 1}`),
        ),
      );
      console.info(line(`${kind.label}, run ${i + 1}`, runs[i] as LighthouseRun));
    }
    const m = median(runs);
    const ok = m.score >= GOAL_SCORE && m.lcpMs < GOAL_LCP_MS;
    console.info(line(`${kind.label}, median`, m));
    console.info(
      `score ${m.score.toFixed(2)} vs goal ≥ ${GOAL_SCORE}: ${(m.score / GOAL_SCORE).toFixed(2)}×   LCP ${Math.round(m.lcpMs)} ms vs goal < ${GOAL_LCP_MS} ms: ${(GOAL_LCP_MS / m.lcpMs).toFixed(2)}× (goal/LCP)   ${ok ? 'ok' : 'BELOW GOAL'}`,
    );
    recordResult({
      figure: `event page ${kind.label}: Lighthouse mobile score, /event-details (median)`,
      goal: `≥ ${GOAL_SCORE}`,
      measured: `${m.score.toFixed(2)} (bare page ${baseline.score.toFixed(2)})`,
      pass: m.score >= GOAL_SCORE,
    });
    recordResult({
      figure: `event page ${kind.label}: Lighthouse mobile LCP, /event-details (median)`,
      goal: `< ${GOAL_LCP_MS} ms`,
      measured: `${Math.round(m.lcpMs)} ms (bare page ${Math.round(baseline.lcpMs)} ms)`,
      pass: m.lcpMs < GOAL_LCP_MS,
    });
  }
} finally {
  bare.close();
  await server.stop();
}
// A missed goal is a FAIL row in npm run bench's table; only a crash exits non-zero.
process.exit(0);
