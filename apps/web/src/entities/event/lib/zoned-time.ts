/**
 * The browser's side of time zones; the wall-time arithmetic itself is shared with the API in
 * `@mingle/shared/zoned-time`.
 */

/** The browser's own zone, e.g. "Europe/Berlin" (UTC when the browser will not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, for the time-zone picker. */
export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}
