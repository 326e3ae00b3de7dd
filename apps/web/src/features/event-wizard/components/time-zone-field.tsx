import { type ComponentProps, useId, useMemo } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { supportedTimeZones } from '../../../entities/event/lib/zoned-time.ts';

export interface TimeZoneFieldProps extends Omit<ComponentProps<'input'>, 'list'> {
  error?: string;
}

/**
 * The event's time zone: a text box that suggests every IANA zone as you type ("Berlin",
 * "Los_Angeles"), through the browser's own datalist, which is keyboard and screen-reader ready.
 */
export function TimeZoneField({ error, ...rest }: TimeZoneFieldProps) {
  const listId = useId();
  const zones = useMemo(() => supportedTimeZones(), []);
  return (
    <>
      <TextField
        label="Time zone"
        hint="Where the event happens, e.g. America/New_York. Guests also see the time in their own zone."
        list={listId}
        autoComplete="off"
        spellCheck={false}
        error={error}
        {...rest}
      />
      <datalist id={listId}>
        {zones.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
    </>
  );
}
