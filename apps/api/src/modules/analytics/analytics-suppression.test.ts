import {
  AGE_BAND_KEYS,
  type BreakdownCell,
  GENDER_KEYS,
  INTENT_KEYS,
  NEW_VS_RETURNING_KEYS,
} from '@mingle/shared/schemas/analytics';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownCounts, suppressedBreakdown } from './analytics-suppression.ts';

const counts = (entries: Record<string, number>) => new Map(Object.entries(entries));
const shown = (cells: BreakdownCell[]) => cells.map((c) => c.count);

describe('suppression in one answer', () => {
  it('hides a cell of 4 and shows a cell of 5', () => {
    expect(suppressedBreakdown(['a', 'b', 'c', 'd'], counts({ a: 4, b: 5, c: 0, d: 6 }))).toEqual([
      { key: 'a', count: null, suppressed: true },
      // c is empty and may be known to be: a alone would be the total minus b and d.
      { key: 'b', count: null, suppressed: true },
      { key: 'c', count: null, suppressed: true },
      { key: 'd', count: 6, suppressed: false },
    ]);
  });

  it('5 men, 5 women, 1 non-binary, no unknown: the non-binary guest is not going − 10', () => {
    const cells = suppressedBreakdown(GENDER_KEYS, counts({ Man: 5, Woman: 5, 'Non-Binary': 1 }));
    expect(shown(cells).filter((n) => n !== null)).toHaveLength(1);
    expect(cells.find((c) => c.key === 'Non-Binary')).toMatchObject({ count: null, suppressed: true });
  });

  it('hides the smallest shown cell too when one hidden cell could be worked out from the total', () => {
    expect(shown(suppressedBreakdown(['new', 'returning'], counts({ new: 3, returning: 40 })))).toEqual([
      null,
      null,
    ]);
    expect(shown(suppressedBreakdown(['a', 'b', 'c'], counts({ a: 2, b: 9, c: 7 })))).toEqual([
      null,
      9,
      null,
    ]);
    // Two hidden cells holding people: their sum tells neither.
    expect(shown(suppressedBreakdown(['a', 'b', 'c'], counts({ a: 2, b: 9, c: 3 })))).toEqual([
      null,
      9,
      null,
    ]);
    // A lone empty cell may be worked out: it names nobody.
    expect(shown(suppressedBreakdown(['new', 'returning'], counts({ new: 9 })))).toEqual([9, null]);
  });
});

describe('suppression across all events and one event', () => {
  it('all events Woman 7 and event E1 Woman 6 are never both shown', () => {
    const all = suppressedBreakdown(GENDER_KEYS, counts({ Man: 10, Woman: 7 }));
    expect(shownCounts(all).get('Woman')).toBe(7);
    const e1 = suppressedBreakdown(GENDER_KEYS, counts({ Man: 10, Woman: 6 }), shownCounts(all));
    expect(e1.find((c) => c.key === 'Woman')).toMatchObject({ count: null, suppressed: true });
    // Woman then is E1's only hidden cell holding someone: Man goes as its complement.
    expect(shown(e1)).toEqual([null, null, null, null]);
  });

  it('shows a count equal to the all-events one or 5 and more away from it', () => {
    const all = shownCounts(
      suppressedBreakdown(GENDER_KEYS, counts({ Man: 10, Woman: 12, 'Non-Binary': 5 })),
    );
    const e1 = suppressedBreakdown(GENDER_KEYS, counts({ Man: 10, Woman: 7, 'Non-Binary': 5 }), all);
    expect(shown(e1)).toEqual([10, 7, 5, null]);
  });
});

/**
 * An attacker's subtraction. From one answer: a hidden cell is the total minus the shown cells
 * when every other hidden cell is one known to be empty. From all events and one event: a shown
 * count minus the other's is the guests of that key at the other events.
 */
function derivableFromOne(
  cells: BreakdownCell[],
  truth: ReadonlyMap<string, number>,
  knownEmpty: Set<string>,
) {
  const unknown = cells.filter((c) => c.suppressed && !knownEmpty.has(c.key));
  return unknown.length === 1 && (truth.get(unknown[0]!.key) ?? 0) > 0 ? unknown[0]!.key : null;
}

const BREAKDOWNS = [
  // Keys that can be empty in every answer and known to be (a required profile field, an 18+ event).
  { keys: GENDER_KEYS, mayBeAlwaysEmpty: ['unknown'] },
  { keys: INTENT_KEYS, mayBeAlwaysEmpty: ['unknown'] },
  { keys: AGE_BAND_KEYS, mayBeAlwaysEmpty: ['under 18', 'unknown'] },
  { keys: NEW_VS_RETURNING_KEYS, mayBeAlwaysEmpty: [] },
] as const;

describe('property: no suppressed cell is derivable by subtraction', () => {
  const cell = fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 40 }));
  const world = fc.constantFrom(...BREAKDOWNS).chain((b) =>
    fc.record({
      breakdown: fc.constant(b),
      events: fc.array(fc.array(cell, { minLength: b.keys.length, maxLength: b.keys.length }), {
        minLength: 1,
        maxLength: 5,
      }),
      empty: fc.subarray([...b.mayBeAlwaysEmpty]),
    }),
  );

  it('holds for every breakdown, one answer at a time and all events against each event', () => {
    fc.assert(
      fc.property(world, ({ breakdown, events, empty }) => {
        const keys: readonly string[] = breakdown.keys;
        const knownEmpty = new Set<string>(empty);
        const perEvent = events.map(
          (row) => new Map(keys.map((k, i) => [k, knownEmpty.has(k) ? 0 : row[i]!] as const)),
        );
        const whole = new Map(keys.map((k) => [k, perEvent.reduce((a, e) => a + e.get(k)!, 0)] as const));
        const all = suppressedBreakdown(keys, whole);
        const allShown = shownCounts(all);
        expect(derivableFromOne(all, whole, knownEmpty)).toBeNull();
        for (const truth of perEvent) {
          const one = suppressedBreakdown(keys, truth, allShown);
          expect(derivableFromOne(one, truth, knownEmpty)).toBeNull();
          for (const [key, n] of shownCounts(one)) {
            const other = allShown.get(key);
            if (other === undefined) continue;
            const gap = Math.abs(other - n);
            expect(gap === 0 || gap >= 5, `${key}: ${other} vs ${n}`).toBe(true);
          }
          // A shown count is the true one.
          for (const c of one) if (!c.suppressed) expect(c.count).toBe(truth.get(c.key));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
