import { describe, expect, it } from 'vitest';
import { revealInRow } from './reveal-in-row.ts';

/** A row 300 px wide at x=0, scrolled by `scrollLeft`, and an item at [left, right) of its content. */
function setup(scrollLeft: number, left: number, right: number) {
  const row = {
    scrollLeft,
    getBoundingClientRect: () => ({ left: 0, right: 300 }),
  } as unknown as HTMLElement;
  const item = {
    getBoundingClientRect: () => ({ left: left - row.scrollLeft, right: right - row.scrollLeft }),
  } as unknown as HTMLElement;
  return { row, item };
}

describe('revealInRow', () => {
  it('scrolls a tab cut off on the right into view, with a little of the next one showing', () => {
    const { row, item } = setup(0, 250, 350);
    revealInRow(row, item);
    expect(row.scrollLeft).toBe(50 + 24);
  });

  it('scrolls back to a tab cut off on the left', () => {
    const { row, item } = setup(200, 150, 230);
    revealInRow(row, item);
    expect(row.scrollLeft).toBe(150 - 24);
  });

  it('leaves the row alone when the tab is already in view', () => {
    const { row, item } = setup(40, 100, 200);
    revealInRow(row, item);
    expect(row.scrollLeft).toBe(40);
  });
});
