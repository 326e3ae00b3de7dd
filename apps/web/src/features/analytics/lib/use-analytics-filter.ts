import { RangeDateFilter } from '@mingle/shared/enums';
import { useSearchParams } from 'react-router';
import type { AnalyticsFilter } from '../api/analytics.ts';

/**
 * The range and event live in the address (?range=30d&eventId=…), so every report, a reload
 * and a shared link show the same figures.
 */
export function useAnalyticsFilter(): [AnalyticsFilter, (next: Partial<AnalyticsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = RangeDateFilter.safeParse(params.get('range'));
  const filter: AnalyticsFilter = {
    range: parsed.success ? parsed.data : 'all',
    eventId: params.get('eventId') || null,
  };
  const update = (next: Partial<AnalyticsFilter>) => {
    const merged = { ...filter, ...next };
    const search = new URLSearchParams();
    if (merged.range !== 'all') search.set('range', merged.range);
    if (merged.eventId) search.set('eventId', merged.eventId);
    setParams(search, { replace: true });
  };
  return [filter, update];
}
