import { DISCOVER_DATE_LABELS, DiscoverDateFilter, SORT_LABELS, SortOption } from '@mingle/shared/enums';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { DiscoverFilters as Filters } from '../lib/discover-params.ts';

const SORT_OPTIONS = SortOption.options.map((value) => ({ value, label: SORT_LABELS[value] }));
const TYPING_PAUSE_MS = 400;

export interface DiscoverFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

/** Search, city, date chips and sort. Typing applies after a short pause, Enter at once. */
export function DiscoverFilters({ value, onChange }: DiscoverFiltersProps) {
  const [q, setQ] = useState(value.q);
  const [city, setCity] = useState(value.city);

  // Back/forward changes the URL: follow it.
  useEffect(() => setQ(value.q), [value.q]);
  useEffect(() => setCity(value.city), [value.city]);

  useEffect(() => {
    if (q.trim() === value.q && city.trim() === value.city) return;
    const timer = setTimeout(() => onChange({ ...value, q: q.trim(), city: city.trim() }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q, city, value, onChange]);

  function submit(e: FormEvent) {
    e.preventDefault();
    onChange({ ...value, q: q.trim(), city: city.trim() });
  }

  return (
    <search aria-label="Find events">
      <form className="discover-filters" onSubmit={submit}>
        <div className="discover-search-row">
          <TextField
            label="Search"
            type="search"
            placeholder="Title, host or place"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={100}
            className="discover-q"
          />
          <TextField
            label="City"
            placeholder="Any city"
            value={city}
            onChange={(e) => setCity(e.target.value)}
            maxLength={80}
            autoComplete="address-level2"
            className="discover-city"
          />
          <Button type="submit" className="discover-submit">
            Search
          </Button>
        </div>
        <div className="discover-controls">
          <fieldset className="segmented">
            <legend className="visually-hidden">When</legend>
            {DiscoverDateFilter.options.map((date) => (
              <button
                key={date}
                type="button"
                className="chip"
                aria-pressed={value.date === date}
                onClick={() => onChange({ ...value, date: value.date === date ? null : date })}
              >
                {DISCOVER_DATE_LABELS[date]}
              </button>
            ))}
          </fieldset>
          <SelectField
            label="Sort by"
            options={SORT_OPTIONS}
            value={value.sort}
            onChange={(e) => {
              const sort = SortOption.safeParse(e.target.value);
              if (sort.success) onChange({ ...value, sort: sort.data });
            }}
            className="discover-sort"
          />
        </div>
      </form>
    </search>
  );
}
