import { utcToWallTime, wallTimeToUtc } from '@mingle/shared/zoned-time';

/** "12", "12.5" or "12.50" → 1250; anything else (negative, 3 decimals, letters) → null. */
export function parseMoneyToCents(text: string): number | null {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.50", for editing a saved price. */
export function centsToMoneyInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A `datetime-local` value ("2026-07-04T19:00") read in `timeZone` → ISO UTC, or null. */
export function localInputToIso(value: string, timeZone: string): string | null {
  const [date = '', time = ''] = value.split('T');
  return wallTimeToUtc({ date, time: time.slice(0, 5) }, timeZone)?.toISOString() ?? null;
}

/** ISO UTC → a `datetime-local` value in `timeZone`. */
export function isoToLocalInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const w = utcToWallTime(iso, timeZone);
  return `${w.date}T${w.time}`;
}
