import { zoneOffsetMs } from '@mingle/shared/zoned-time';

/** One choice in the time-zone picker: "New York (UTC−05:00)" for America/New_York. */
export interface ZoneOption {
  zone: string;
  /** The place people know the zone by: "New York", "Ho Chi Minh", "UTC". */
  city: string;
  /** Minutes ahead of UTC at the moment the options were made (DST included). */
  offsetMinutes: number;
  label: string;
}

const MINUS = '\u2212';

/** "UTC+01:00", "UTC−05:00", "UTC+05:30". */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? MINUS : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hh}:${mm}`;
}

function cityOf(zone: string): string {
  const last = zone.slice(zone.lastIndexOf('/') + 1);
  return last.replace(/_/g, ' ');
}

/**
 * The picker's options for `zones` (the browser's `Intl.supportedValuesOf('timeZone')`), with
 * the offsets in force at `at` (the event's start, so a summer event in Paris reads UTC+02:00),
 * ordered west to east and by city.
 */
export function zoneOptions(zones: readonly string[], at: Date): ZoneOption[] {
  const options: ZoneOption[] = [];
  for (const zone of zones) {
    let offsetMinutes: number;
    try {
      offsetMinutes = Math.round(zoneOffsetMs(at.getTime(), zone) / 60_000);
    } catch {
      continue;
    }
    const city = cityOf(zone);
    options.push({ zone, city, offsetMinutes, label: `${city} (${offsetLabel(offsetMinutes)})` });
  }
  return options.sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.city.localeCompare(b.city));
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[_/]+/g, ' ')
    .toLowerCase()
    .trim();

/** "+01", "-5", "−05:00", "UTC+5:30", "GMT-3" → minutes ahead of UTC; null for anything else. */
export function parseOffsetQuery(query: string): number | null {
  const m = /^(?:utc|gmt)?\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(query.trim());
  if (!m) return null;
  const hours = Number(m[2]);
  const minutes = m[3] ? Number(m[3]) : 0;
  if (hours > 14 || minutes > 59) return null;
  const sign = m[1] === '+' ? 1 : -1;
  return sign * (hours * 60 + minutes);
}

/**
 * The options matching what the host typed: an offset ("+01", "UTC−05:00") lists every zone at
 * that offset; words match the city first ("new york", "paris", "sao paulo" without accents),
 * then anywhere in the zone's name ("america", "indiana"). An empty query lists everything.
 */
export function searchZones(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const offset = parseOffsetQuery(query);
  if (offset !== null) return options.filter((o) => o.offsetMinutes === offset);
  const q = fold(query);
  if (q === '') return [...options];
  const ranked: { option: ZoneOption; rank: number }[] = [];
  for (const option of options) {
    const city = fold(option.city);
    const zone = fold(option.zone);
    let rank: number;
    if (city === q || zone === q) rank = 0;
    else if (city.startsWith(q)) rank = 1;
    else if (city.split(' ').some((word) => word.startsWith(q))) rank = 2;
    else if (zone.includes(q) || fold(option.label).includes(q)) rank = 3;
    else continue;
    ranked.push({ option, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.option);
}

/** The zone the host means by `text`: an exact IANA name (any case) or an option's label. */
export function zoneFromText(options: readonly ZoneOption[], text: string): string | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  return options.find((o) => o.zone.toLowerCase() === t || o.label.toLowerCase() === t)?.zone ?? null;
}
