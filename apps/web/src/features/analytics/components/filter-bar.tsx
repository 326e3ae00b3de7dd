import { RANGE_DATE_LABELS, type RangeDateFilter } from '@mingle/shared/enums';
import { useId } from 'react';
import { useAnalyticsEvents } from '../api/analytics.ts';
import { useAnalyticsFilter } from '../lib/use-analytics-filter.ts';

const RANGES = Object.keys(RANGE_DATE_LABELS) as RangeDateFilter[];

/** The range as a segmented control (a radio group: arrow keys move) and the event picker. */
export function FilterBar() {
  const [filter, setFilter] = useAnalyticsFilter();
  const events = useAnalyticsEvents();
  const pickerId = useId();
  const name = useId();
  return (
    <div className="analytics-filters">
      <fieldset className="segmented">
        <legend className="visually-hidden">Date range</legend>
        {RANGES.map((range) => (
          <label key={range} className="segmented-option">
            <input
              type="radio"
              name={name}
              value={range}
              checked={filter.range === range}
              onChange={() => setFilter({ range })}
            />
            <span>{RANGE_DATE_LABELS[range]}</span>
          </label>
        ))}
      </fieldset>
      <div className="analytics-event-picker">
        <label htmlFor={pickerId} className="label">
          Event
        </label>
        <select
          id={pickerId}
          className="input"
          value={filter.eventId ?? ''}
          onChange={(e) => setFilter({ eventId: e.target.value || null })}
        >
          <option value="">All events</option>
          {events.data?.map((e) => (
            <option key={e.id} value={e.id}>
              {e.title ?? 'Untitled event'}
            </option>
          ))}
          {filter.eventId && !events.data?.some((e) => e.id === filter.eventId) && (
            <option value={filter.eventId}>The chosen event</option>
          )}
        </select>
      </div>
    </div>
  );
}
