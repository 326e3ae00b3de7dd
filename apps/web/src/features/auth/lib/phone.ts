import { COUNTRIES, type Country } from './countries.ts';

// Italy and the Vatican keep the leading 0 of landline numbers in international form.
const KEEPS_TRUNK_ZERO = new Set(['39']);

/**
 * Turns what a person typed into E.164 using the chosen dial code. A number typed with its
 * own "+" or "00" prefix wins over the picker; otherwise the national trunk "0" is dropped
 * ("07700 900123" in the UK → +447700900123), and so is a repeated country code
 * ("1 415 555 0100" with +1 → +14155550100). The server validates the result.
 */
export function toE164(dial: string, typed: string): string {
  const trimmed = typed.trim();
  if (trimmed.startsWith('+')) return `+${trimmed.replace(/\D/g, '')}`;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('0') && !KEEPS_TRUNK_ZERO.has(dial)) digits = digits.replace(/^0+/, '');
  else if (dial === '1' && digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits ? `+${dial}${digits}` : '';
}

// Where several places share a dial code, the one a bare number most likely belongs to.
const MAIN_COUNTRY_FOR_DIAL: Record<string, string> = { '1': 'US', '7': 'RU', '39': 'IT', '44': 'GB' };

/**
 * Splits a stored E.164 number back into a country and the national part, preferring the
 * given country when several share the dial code (+1, +7, +44).
 */
export function splitE164(e164: string, preferredIso: string): { iso: string; national: string } | null {
  if (!/^\+\d+$/.test(e164)) return null;
  const digits = e164.slice(1);
  const matching = COUNTRIES.filter((c) => digits.startsWith(c.dial));
  const longest = Math.max(0, ...matching.map((c) => c.dial.length));
  const best = matching.filter((c) => c.dial.length === longest);
  const dial = best[0]?.dial;
  if (!dial) return null;
  const country =
    best.find((c) => c.iso === preferredIso) ??
    best.find((c) => c.iso === MAIN_COUNTRY_FOR_DIAL[dial]) ??
    (best[0] as Country);
  return { iso: country.iso, national: digits.slice(dial.length) };
}

/** "+14155550100" → "+1 415 555 0100": groups of three, the last group up to four digits. */
export function formatPhone(e164: string, preferredIso = 'US'): string {
  const split = splitE164(e164, preferredIso);
  if (!split) return e164;
  const dial = e164.slice(1, e164.length - split.national.length);
  const groups: string[] = [];
  let rest = split.national;
  while (rest.length > 4) {
    groups.push(rest.slice(0, 3));
    rest = rest.slice(3);
  }
  if (rest) groups.push(rest);
  return `+${dial} ${groups.join(' ')}`.trim();
}
