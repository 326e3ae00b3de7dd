import { PAGE_SIZE } from '@mingle/shared/constants';
import type { Page } from '@mingle/shared/errors';

/** Rows to skip for a 1-based page of PAGE_SIZE. */
export const pageOffset = (page: number): number => (page - 1) * PAGE_SIZE;

/** The one list body of the API: `{ items, page, pageSize, total, hasMore }` (Page in packages/shared). */
export function pageOf<T>(items: T[], page: number, total: number): Page<T> & { pageSize: typeof PAGE_SIZE } {
  return { items, page, pageSize: PAGE_SIZE, total, hasMore: page * PAGE_SIZE < total };
}
