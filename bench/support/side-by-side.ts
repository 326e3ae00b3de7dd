/**
 * Times two ways of doing the same work, one run at a time, the two taking turns to go first.
 * Timing one side over all its runs before the other hands everything that changes meanwhile to
 * one side alone: the cold pages a query's first run reads from disk (Discover at 1M events: the
 * side that went first had about 3 times the other's p99, whichever it was), or a background
 * flush or another process's burst. Turn by turn, both meet the same machine.
 *
 * Returns each side's durations in milliseconds, sorted.
 */
export async function timeSideBySide(
  runs: number,
  warmup: number,
  a: (i: number) => Promise<unknown>,
  b: (i: number) => Promise<unknown>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < warmup; i++) {
    await a(i);
    await b(i);
  }
  const samples: [number[], number[]] = [[], []];
  const sides = [a, b];
  for (let i = 0; i < runs; i++) {
    for (const side of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const start = performance.now();
      await sides[side]!(warmup + i);
      samples[side]!.push(performance.now() - start);
    }
  }
  return [samples[0].sort((x, y) => x - y), samples[1].sort((x, y) => x - y)];
}

/** The p-th percentile of sorted samples (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
