import { DiscoverDateFilter, SortOption } from '@mingle/shared/enums';

/** Discover's filters as they live in the URL (?q=&city=&date=&sort=), so links and Back keep them. */
export interface DiscoverFilters {
  q: string;
  city: string;
  date: DiscoverDateFilter | null;
  sort: SortOption;
}

export const DEFAULT_SORT: SortOption = 'date_asc';

export function readDiscoverFilters(params: URLSearchParams): DiscoverFilters {
  const date = DiscoverDateFilter.safeParse(params.get('date'));
  const sort = SortOption.safeParse(params.get('sort'));
  return {
    q: params.get('q')?.trim() ?? '',
    city: params.get('city')?.trim() ?? '',
    date: date.success ? date.data : null,
    sort: sort.success ? sort.data : DEFAULT_SORT,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeDiscoverFilters(filters: DiscoverFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.city.trim()) params.set('city', filters.city.trim());
  if (filters.date) params.set('date', filters.date);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

export function hasActiveFilters(filters: DiscoverFilters): boolean {
  return Boolean(filters.q || filters.city || filters.date);
}
