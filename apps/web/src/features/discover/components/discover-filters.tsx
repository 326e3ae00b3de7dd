import { DISCOVER_DATE_LABELS, DiscoverDateFilter, SORT_LABELS, SortOption } from '@mingle/shared/enums';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { DEFAULT_SORT, type DiscoverFilters as Filters } from '../lib/discover-params.ts';

const SORT_OPTIONS = SortOption.options.map((value) => ({ value, label: SORT_LABELS[value] }));
const TYPING_PAUSE_MS = 400;

export interface DiscoverFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

/**
 * Search, city, date chips and sort. Typing applies after a short pause, Enter at once. On a
 * phone (discover.css) the search stays and the rest sits in one row: a "Filters" button, which
 * opens a sheet with the city, dates and sort, then the date chips themselves.
 */
export function DiscoverFilters({ value, onChange }: DiscoverFiltersProps) {
  const [q, setQ] = useState(value.q);
  const [city, setCity] = useState(value.city);
  const [sheetOpen, setSheetOpen] = useState(false);
  // What the sheet holds beyond the chips beside it: the city and a sort other than the default.
  const inSheet = (value.city ? 1 : 0) + (value.sort !== DEFAULT_SORT ? 1 : 0);

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
          {/* One City and one Sort by at a time: the sheet's while it is open. */}
          {!sheetOpen && (
            <CityField value={city} onChange={setCity} className="discover-city discover-wide" />
          )}
          <Button type="submit" className="discover-submit discover-wide">
            Search
          </Button>
        </div>
        <div className="discover-controls">
          <button
            type="button"
            className="chip discover-filters-button"
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            Filters
            {inSheet > 0 && (
              <span className="badge">
                {inSheet}
                <span className="visually-hidden"> set</span>
              </span>
            )}
          </button>
          <DateChips value={value} onChange={onChange} />
          {!sheetOpen && (
            <SortSelect value={value} onChange={onChange} className="discover-sort discover-wide" />
          )}
        </div>
      </form>
      <Dialog
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        sheet
        title="Filters"
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setCity('');
                onChange({ ...value, city: '', date: null, sort: DEFAULT_SORT });
              }}
            >
              Clear
            </Button>
            <Button
              onClick={() => {
                onChange({ ...value, city: city.trim() });
                setSheetOpen(false);
              }}
            >
              Show events
            </Button>
          </>
        }
      >
        <div className="stack">
          <CityField value={city} onChange={setCity} />
          <div className="discover-sheet-dates">
            <span className="label">When</span>
            <DateChips value={value} onChange={onChange} />
          </div>
          <SortSelect value={value} onChange={onChange} />
        </div>
      </Dialog>
    </search>
  );
}

function CityField({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (city: string) => void;
  className?: string;
}) {
  return (
    <TextField
      label="City"
      placeholder="Any city"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      maxLength={80}
      autoComplete="address-level2"
      className={className}
    />
  );
}

/** The spec's date filters, as chips: a second tap on the chosen one clears it. */
function DateChips({ value, onChange }: DiscoverFiltersProps) {
  return (
    <fieldset className="segmented discover-dates">
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
  );
}

function SortSelect({ value, onChange, className }: DiscoverFiltersProps & { className?: string }) {
  return (
    <SelectField
      label="Sort by"
      options={SORT_OPTIONS}
      value={value.sort}
      onChange={(e) => {
        const sort = SortOption.safeParse(e.target.value);
        if (sort.success) onChange({ ...value, sort: sort.data });
      }}
      className={className}
    />
  );
}
