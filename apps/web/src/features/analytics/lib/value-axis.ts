/** The value axis of the analytics charts: whole ticks, one above the highest figure. */

/** Steps of 1, 2 and 5 times a power of ten: counts never read 0.5 and cents never split. */
const STEPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].flatMap((k) => [1, 2, 5].map((m) => m * 10 ** k));
/** At most this many gaps between ticks, so the 220 px chart keeps its labels apart. */
const MAX_GAPS = 5;

/**
 * The ticks from the lowest to the highest, starting at zero (or below it when a figure is
 * negative, as a refund-only day's net is) and ending on a round step strictly past the highest
 * figure, so its point never sits on or above the top line.
 */
export function valueTicks(values: number[]): number[] {
  const hi = Math.max(0, ...values);
  const lo = Math.min(0, ...values);
  if (hi === 0 && lo === 0) return [0, 1];
  const top = (step: number) => (hi > 0 ? (Math.floor(hi / step) + 1) * step : 0);
  const bottom = (step: number) => (lo < 0 ? -(Math.floor(-lo / step) + 1) * step : 0);
  const step = STEPS.find((s) => (top(s) - bottom(s)) / s <= MAX_GAPS) ?? STEPS[STEPS.length - 1]!;
  const ticks: number[] = [];
  for (let v = bottom(step); v <= top(step); v += step) ticks.push(v);
  return ticks;
}
