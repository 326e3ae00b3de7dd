import type { BreakdownCell } from '@mingle/shared/schemas/analytics';

/** How analytics figures read on screen. */

const KEY_LABELS: Record<string, string> = {
  new: 'New guests',
  returning: 'Returning guests',
  unknown: 'Not said',
  'under 18': 'Under 18',
  '55+': '55 and over',
};

export const keyLabel = (key: string): string => KEY_LABELS[key] ?? key;

/** A breakdown cell: its count, or "<5" when it is too small to show. */
export const cellText = (cell: BreakdownCell): string => (cell.suppressed ? '<5' : String(cell.count));

/** 0.25 → "25%"; null (nothing to divide by) → "–". */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  return `${Math.round(rate * 1000) / 10}%`;
}

/** "2026-03-09" → "Mar 9" (the date is a calendar day already; read it in UTC). */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export const formatCount = (n: number): string => new Intl.NumberFormat('en-US').format(n);
