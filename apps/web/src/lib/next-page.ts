/**
 * `getNextPageParam` of every numbered list the API pages (`page`, `hasMore`): the next page
 * while there is more, else none.
 */
export function nextPage(last: { page: number; hasMore: boolean }): number | undefined {
  return last.hasMore ? last.page + 1 : undefined;
}
