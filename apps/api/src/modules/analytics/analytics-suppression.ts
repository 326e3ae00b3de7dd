import { type BreakdownCell, SUPPRESSION_THRESHOLD } from '@mingle/shared/schemas/analytics';

/**
 * Suppressed breakdowns (docs/analytics.md, Privacy). A cell under SUPPRESSION_THRESHOLD people
 * is hidden, and no hidden cell holding someone may be worked out by subtraction:
 *
 * - From one answer: the total minus the shown cells is the sum of the hidden ones. Every
 *   hidden empty cell may be known to be empty (an `unknown` gender where the profile asks for
 *   it), so the sum must always spread over at least two hidden cells that hold someone: when
 *   only one does, the smallest shown cell (5 or more) is hidden too.
 * - From two answers for the same range, all events and one event: the difference of two shown
 *   counts for a key is the guests of that key at the other events, so it must be 0 or at least
 *   the threshold. The all-events answer is suppressed on its own; a one-event answer then
 *   also hides each cell whose shown all-events count is 1 to 4 away from it.
 */

/** The counts an answer shows, by key (hidden cells left out). */
export function shownCounts(cells: readonly BreakdownCell[]): Map<string, number> {
  return new Map(cells.flatMap((c) => (c.count === null ? [] : [[c.key, c.count] as const])));
}

const tooClose = (a: number, b: number) => a !== b && Math.abs(a - b) < SUPPRESSION_THRESHOLD;

/**
 * A breakdown over fixed keys. `allEvents`: for a one-event answer, what the all-events answer
 * for the same range shows.
 */
export function suppressedBreakdown(
  keys: readonly string[],
  counts: ReadonlyMap<string, number>,
  allEvents?: ReadonlyMap<string, number>,
): BreakdownCell[] {
  const cells = keys.map((key) => ({ key, n: counts.get(key) ?? 0 }));
  const hidden = new Set(
    cells
      .filter((c) => {
        if (c.n < SUPPRESSION_THRESHOLD) return true;
        const whole = allEvents?.get(c.key);
        return whole !== undefined && tooClose(whole, c.n);
      })
      .map((c) => c.key),
  );
  const holdingSomeone = cells.filter((c) => hidden.has(c.key) && c.n > 0);
  if (holdingSomeone.length === 1) {
    const smallest = cells.filter((c) => !hidden.has(c.key)).sort((a, b) => a.n - b.n)[0];
    if (smallest) hidden.add(smallest.key);
  }
  return cells.map((c) =>
    hidden.has(c.key)
      ? { key: c.key, count: null, suppressed: true }
      : { key: c.key, count: c.n, suppressed: false },
  );
}
