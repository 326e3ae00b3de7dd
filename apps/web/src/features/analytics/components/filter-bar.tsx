import { RANGE_DATE_LABELS, type RangeDateFilter } from '@mingle/shared/enums';
import { useEffect, useId, useState } from 'react';
import { type AnalyticsFilter, useAnalyticsEvents } from '../api/analytics.ts';
import { useAnalyticsFilter } from '../lib/use-analytics-filter.ts';

const RANGES = Object.keys(RANGE_DATE_LABELS) as RangeDateFilter[];

/**
 * The range as a segmented control (a radio group: arrow keys move) and the event picker: a
 * search over the loaded events' names and more events a page at a time.
 */
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
  const [search, setSearch] = useState('');
  const pickerId = useId();
  const searchId = useId();
  const name = useId();
  const words = search.trim().toLowerCase();
  const shown = events.events.filter(
    (e) => !words || (e.title ?? 'Untitled event').toLowerCase().includes(words) || e.id === filter.eventId,
  );
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
      <div className="analytics-field">
        <label htmlFor={searchId} className="label">
          Find an event
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder="Event name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="analytics-field">
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
          {shown.map((e) => (
            <option key={e.id} value={e.id}>
              {e.title ?? 'Untitled event'}
            </option>
          ))}
          {filter.eventId && !events.events.some((e) => e.id === filter.eventId) && (
            <option value={filter.eventId}>The chosen event</option>
          )}
        </select>
      </div>
      <div className="analytics-event-more">
        <p className="analytics-event-count" aria-live="polite">
          {events.isError
            ? 'Your events could not be loaded.'
            : words
              ? `${shown.length} of ${events.events.length} loaded events match`
              : `${events.events.length} of ${events.total} events loaded`}
        </p>
        {(events.hasNextPage || events.isError) && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={events.isFetching}
            onClick={() => (events.isError ? events.refetch() : events.fetchNextPage())}
          >
            {events.isError ? 'Retry' : events.isFetchingNextPage ? 'Loading…' : 'Load more events'}
          </button>
        )}
      </div>
    </div>
  );
}
