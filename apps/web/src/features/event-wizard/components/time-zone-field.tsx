import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useFieldIds } from '../../../components/ui/field-ids.ts';
import { FieldMessages } from '../../../components/ui/field-parts.tsx';
import { supportedTimeZones } from '../../../entities/event/lib/zoned-time.ts';
import { searchZones, zoneFromText, zoneOptions } from '../lib/time-zones.ts';
import './time-zone-field.css';

/** Enough to pick from; typing narrows the rest. */
const SHOWN = 50;

export interface TimeZoneFieldProps {
  /** The IANA zone, e.g. "America/New_York". */
  value: string;
  onChange: (zone: string) => void;
  /** Offsets are read at this moment (the event's start), so summer time shows as it will be. */
  at: Date;
  error?: string;
}

/**
 * The event's time zone: a combobox (ARIA 1.2 pattern: the list follows the text, arrows move,
 * Enter picks, Escape closes) over the browser's own zone list, searchable by city or offset
 * ("Paris", "+01", "New York"). An exact IANA name typed in is accepted too.
 */
export function TimeZoneField({ value, onChange, at, error }: TimeZoneFieldProps) {
  const hint = 'Type a city or an offset such as +01. Guests also see the time in their own zone.';
  const ids = useFieldIds(undefined, hint, error);
  const listId = useId();
  const minute = Math.floor(at.getTime() / 60_000);
  const options = useMemo(() => zoneOptions(supportedTimeZones(), new Date(minute * 60_000)), [minute]);
  const selected = options.find((o) => o.zone === value);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const matches = open ? searchZones(options, query) : [];
  const shown = matches.slice(0, SHOWN);

  function choose(zone: string) {
    onChange(zone);
    setQuery(null);
  }

  function close() {
    if (query !== null) {
      // Leaving the box keeps an exact name, or the only match ("Paris" then Tab).
      const typed = zoneFromText(options, query) ?? (matches.length === 1 ? matches[0]?.zone : null);
      if (typed) onChange(typed);
    }
    setQuery(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setQuery('');
        setActive(
          Math.max(
            0,
            options.findIndex((o) => o.zone === value),
          ),
        );
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length === 0 ? 0 : (i + step + shown.length) % shown.length));
    } else if (e.key === 'Enter' && open) {
      // Picking a zone must not submit the step.
      e.preventDefault();
      const pick = shown[active];
      if (pick) choose(pick.zone);
      else close();
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setQuery(null);
    }
  }

  const activeId = open && shown[active] ? `${listId}-${active}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
  return (
    <div className="field tz-field">
      <label htmlFor={ids.controlId}>Time zone</label>
      <div className="tz-anchor">
        <input
          id={ids.controlId}
          className="input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={selected?.label}
          value={open ? query : (selected?.label ?? value)}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onFocus={(e) => e.target.select()}
          onClick={() => {
            if (!open) setQuery('');
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <div id={listId} role="listbox" aria-label="Matching zones" className="tz-list" hidden={!open}>
          {shown.map((o, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive: the combobox pattern keeps focus in the input (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter pick options
            <div
              key={o.zone}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="tz-option"
              // Keeps the focus in the input so the blur does not close the list first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(o.zone)}
            >
              <span>{o.label}</span>
              <span className="tz-zone">{o.zone}</span>
            </div>
          ))}
          {open && shown.length === 0 && <p className="tz-empty">No time zone matches “{query}”.</p>}
          {matches.length > SHOWN && (
            <p className="tz-empty">{matches.length - SHOWN} more: type to narrow.</p>
          )}
        </div>
      </div>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
