import { COUNTRIES, countryByIso, flagOf } from '../lib/countries.ts';

export interface CountrySelectProps {
  id?: string;
  value: string;
  onChange: (iso: string) => void;
  disabled?: boolean;
}

/**
 * A native select (the phone's own picker on mobile, type-ahead on desktop) laid over a
 * compact "GB +44" face, so the long names only show while choosing. The face spells the
 * country code rather than drawing the flag: not every system has a flag font.
 */
export function CountrySelect({ id, value, onChange, disabled }: CountrySelectProps) {
  const country = countryByIso(value);
  return (
    <div className="country-select">
      <span className="country-select-face" aria-hidden="true">
        <span className="country-iso">{country.iso}</span>+{country.dial}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </span>
      <select
        id={id}
        aria-label="Country code"
        value={country.iso}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {COUNTRIES.map((c) => (
          <option key={c.iso} value={c.iso}>
            {`${flagOf(c.iso)} ${c.name} (+${c.dial})`}
          </option>
        ))}
      </select>
    </div>
  );
}
