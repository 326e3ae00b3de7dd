import { RANGE_DATE_LABELS, type RangeDateFilter } from '@mingle/shared/enums';
import { useEffect, useId, useState } from 'react';
import { type AnalyticsFilter, useAnalyticsEvents } from '../api/analytics.ts';
import { useAnalyticsFilter } from '../lib/use-analytics-filter.ts';

const RANGES = Object.keys(RANGE_DATE_LABELS) as RangeDateFilter[];

/** The range as a segmented control (a radio group: arrow keys move) and the event picker. */
export function FilterBar() {
  const [saved, setFilter] = useAnalyticsFilter();
  // The address changes in a transition; until it lands, the controls show the choice made.
  const [pending, setPending] = useState<AnalyticsFilter | null>(null);
  useEffect(() => setPending(null), [saved.range, saved.eventId]);
  const filter = pending ?? saved;
  const choose = (next: Partial<AnalyticsFilter>) => {
    setPending({ ...filter, ...next });
    setFilter(next);
  };
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
              onChange={() => choose({ range })}
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
          onChange={(e) => choose({ eventId: e.target.value || null })}
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
