import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscoverFilters as Filters } from '../lib/discover-params.ts';
import { DiscoverFilters } from './discover-filters.tsx';

const NONE: Filters = { q: '', city: '', date: null, sort: 'date_asc' };

afterEach(cleanup);

describe('<DiscoverFilters>: the Filters sheet of a phone', () => {
  it('holds the city, the spec’s dates and sort labels, and says how many it holds', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DiscoverFilters value={NONE} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    // One City and one Sort by while the sheet is open: the sheet's.
    expect(screen.getAllByLabelText('City')).toHaveLength(1);
    expect(screen.getAllByLabelText('Sort by')).toHaveLength(1);
    expect(
      within(sheet)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Price high to low', 'Price low to high', 'Newest date first', 'Oldest date first']);
    expect(
      within(sheet)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Today', 'Tomorrow', 'This Weekend']);
    fireEvent.change(within(sheet).getByLabelText('Sort by'), { target: { value: 'price_desc' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...NONE, sort: 'price_desc' });
    fireEvent.change(within(sheet).getByLabelText('City'), { target: { value: ' Oakland ' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show events' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NONE, city: 'Oakland' });
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(
      <DiscoverFilters value={{ ...NONE, city: 'Oakland', sort: 'price_desc' }} onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: 'Filters 2 set' })).toBeTruthy();
  });

  it('clears the city, the date and the sort, but keeps the search', () => {
    const onChange = vi.fn();
    render(
      <DiscoverFilters
        value={{ q: 'jazz', city: 'Oakland', date: 'today', sort: 'price_asc' }}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'jazz', city: '', date: null, sort: 'date_asc' });
  });
});
