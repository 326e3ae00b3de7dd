import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedListProps } from './paged-list.tsx';

afterEach(cleanup);

type Query = PagedListProps<string>['query'];
function fakeQuery(state: Partial<UseInfiniteQueryResult>): Query {
  return {
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    ...state,
  } as unknown as Query;
}

function renderList(query: Query) {
  render(
    <PagedList
      query={query}
      loadingLabel="Loading names"
      errorTitle="Could not load names"
      empty={<p>No names</p>}
    >
      {(items) => (
        <ul>
          {items.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
}

describe('PagedList', () => {
  it('shows the loading label, then the error with a retry', () => {
    renderList(fakeQuery({ isPending: true }));
    expect(screen.getByText('Loading names')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    renderList(fakeQuery({ isPending: false, isError: true, error: new Error('Offline'), refetch }));
    expect(screen.getByText('Could not load names')).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the empty state, or every page of rows and Load more while more remain', () => {
    renderList(
      fakeQuery({ isPending: false, isError: false, data: { pages: [{ items: [] }], pageParams: [1] } }),
    );
    expect(screen.getByText('No names')).toBeTruthy();
    cleanup();
    const fetchNextPage = vi.fn();
    renderList(
      fakeQuery({
        isPending: false,
        isError: false,
        hasNextPage: true,
        fetchNextPage,
        data: { pages: [{ items: ['Ada'] }, { items: ['Grace'] }], pageParams: [1, 2] },
      }),
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ada', 'Grace']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalled();
  });
});
