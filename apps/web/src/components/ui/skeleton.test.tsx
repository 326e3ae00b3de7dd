import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SkeletonList } from './skeleton.tsx';

afterEach(cleanup);

describe('SkeletonList', () => {
  it('is one status that says what loads; its placeholder blocks are hidden from screen readers', () => {
    render(<SkeletonList label="Loading your tickets" count={4} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading your tickets');
    const rows = status.querySelectorAll('.skeleton-row');
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws event cards with a cover in the cards shape', () => {
    render(<SkeletonList label="Finding events" shape="cards" count={2} />);
    expect(document.querySelectorAll('.skeleton-card .skeleton-cover')).toHaveLength(2);
    expect(document.querySelectorAll('.skeleton-row')).toHaveLength(0);
  });
});
