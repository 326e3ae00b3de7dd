import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore, QueryError } from './query-state.tsx';

afterEach(cleanup);

describe('QueryError', () => {
  it('says what failed and why, and Retry tries again', () => {
    const onRetry = vi.fn();
    render(
      <QueryError title="Could not load your chats" error={new Error('Network down')} onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load your chats');
    expect(alert.textContent).toContain('Network down');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('LoadMore', () => {
  const page = (over: Partial<Parameters<typeof LoadMore>[0]['query']> = {}) => ({
    hasNextPage: true,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(() => Promise.resolve()),
    ...over,
  });

  it('shows nothing once the last page is in', () => {
    render(<LoadMore query={page({ hasNextPage: false })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('fetches the next page on click', () => {
    const query = page();
    render(<LoadMore query={query} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('is busy while the next page loads', () => {
    render(<LoadMore query={page({ isFetchingNextPage: true })} />);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
  });
});
