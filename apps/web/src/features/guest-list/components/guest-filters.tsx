import { Gender, Intent } from '@mingle/shared/enums';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { GuestFilters as Filters } from '../api/guest-keys.ts';

const intentOptions = Intent.options.map((v) => ({ value: v, label: v }));
const genderOptions = Gender.options.map((v) => ({ value: v, label: v }));

export interface GuestFiltersProps {
  value: Filters;
  onChange: (value: Filters) => void;
}

/** Narrows the Guest List by intent and gender; "Everyone" clears a filter. */
export function GuestFilters({ value, onChange }: GuestFiltersProps) {
  return (
    <div className="guest-filters">
      <SelectField
        label="Intent"
        placeholder="Everyone"
        options={intentOptions}
        value={value.intent ?? ''}
        onChange={(e) => onChange({ ...value, intent: Intent.safeParse(e.target.value).data })}
      />
      <SelectField
        label="Gender"
        placeholder="Everyone"
        options={genderOptions}
        value={value.gender ?? ''}
        onChange={(e) => onChange({ ...value, gender: Gender.safeParse(e.target.value).data })}
      />
    </div>
  );
}
