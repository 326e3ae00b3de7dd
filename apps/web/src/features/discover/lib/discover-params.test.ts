import { describe, expect, it } from 'vitest';
import { readDiscoverFilters, writeDiscoverFilters } from './discover-params.ts';

describe('Discover filters in the URL', () => {
  it('reads known values and falls back for the rest', () => {
    expect(
      readDiscoverFilters(new URLSearchParams('q=jazz&city=Austin&date=weekend&sort=price_desc')),
    ).toEqual({
      q: 'jazz',
      city: 'Austin',
      date: 'weekend',
      sort: 'price_desc',
    });
    expect(readDiscoverFilters(new URLSearchParams('date=someday&sort=random'))).toEqual({
      q: '',
      city: '',
      date: null,
      sort: 'date_asc',
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeDiscoverFilters({ q: ' ', city: '', date: null, sort: 'date_asc' }).toString()).toBe('');
    const filters = {
      q: 'rooftop jazz',
      city: 'São Paulo',
      date: 'today' as const,
      sort: 'date_desc' as const,
    };
    expect(readDiscoverFilters(writeDiscoverFilters(filters))).toEqual(filters);
  });
});
