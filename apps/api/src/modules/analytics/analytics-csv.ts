import { centsToDecimal } from '@mingle/shared/money';
import type {
  AnalyticsOverview,
  AnalyticsView,
  ConnectionRequestAnalytics,
  GuestAnalytics,
  MatchAnalytics,
  RevenueAnalytics,
} from '@mingle/shared/schemas/analytics';
import { SUPPRESSION_THRESHOLD } from '@mingle/shared/schemas/analytics';
import { toCsv } from '../../lib/csv.ts';

/**
 * Each view as CSV: one header row, then the daily series and a Total row (the overview is a
 * single row; the guests view adds its breakdowns). Money is written in currency units with two decimals, from the integer cents.
 */

export function overviewCsv(d: AnalyticsOverview): string {
  return toCsv(
    [
      'First day',
      'Last day',
      'Time zone',
      `Net revenue (${d.currency})`,
      'Tickets sold',
      'Orders',
      `Refunds (${d.currency})`,
      'Going',
      'Checked in',
      'Matches',
      'Connection requests',
    ],
    [
      [
        d.firstDay ?? '',
        d.lastDay,
        d.tz,
        centsToDecimal(d.netRevenueCents),
        String(d.ticketsSold),
        String(d.orders),
        centsToDecimal(d.refundsCents),
        String(d.going),
        String(d.checkedIn),
        String(d.matches),
        String(d.connectionRequests),
      ],
    ],
  );
}

export function revenueCsv(d: RevenueAnalytics): string {
  const row = (date: string, r: Omit<RevenueAnalytics['series'][number], 'date'>) => [
    date,
    centsToDecimal(r.grossCents),
    centsToDecimal(r.discountCents),
    centsToDecimal(r.refundsCents),
    centsToDecimal(r.netCents),
    String(r.tickets),
  ];
  const c = d.currency;
  return toCsv(
    ['Date', `Gross (${c})`, `Discounts (${c})`, `Refunds (${c})`, `Net (${c})`, 'Tickets'],
    [...d.series.map((s) => row(s.date, s)), row('Total', d.totals)],
  );
}

const BREAKDOWNS = [
  ['New vs returning', 'newVsReturning'],
  ['Gender', 'byGender'],
  ['Intent', 'byIntent'],
  ['Age band', 'ageBands'],
] as const;

/**
 * The daily series and its Total row, then, after an empty row, each breakdown as
 * Breakdown, Group, Guests rows (a hidden cell written "<5", as the screen shows it), padded to
 * the same five columns so the file stays one rectangular table.
 */
export function guestsCsv(d: GuestAnalytics): string {
  const row = (date: string, r: { going: number; maybe: number; checkedIn: number; noShows: number }) =>
    [date, r.going, r.maybe, r.checkedIn, r.noShows].map(String);
  const cells = BREAKDOWNS.flatMap(([label, field]) =>
    d[field].map((c) => [label, c.key, c.suppressed ? `<${SUPPRESSION_THRESHOLD}` : String(c.count), '', '']),
  );
  return toCsv(
    ['Date', 'Going', 'Maybe', 'Checked in', 'No-shows'],
    [
      ...d.series.map((s) => row(s.date, s)),
      row('Total', d),
      ['', '', '', '', ''],
      ['Breakdown', 'Group', 'Guests', '', ''],
      ...cells,
    ],
  );
}

export function matchesCsv(d: MatchAnalytics): string {
  return toCsv(
    ['Date', 'Matches'],
    [...d.series.map((s) => [s.date, String(s.matches)]), ['Total', String(d.matches)]],
  );
}

export function connectionRequestsCsv(d: ConnectionRequestAnalytics): string {
  const row = (date: string, r: { sent: number; matched: number; declined: number; pending: number }) =>
    [date, r.sent, r.matched, r.declined, r.pending].map(String);
  return toCsv(
    ['Date', 'Sent', 'Matched', 'Declined', 'Pending'],
    [...d.series.map((s) => row(s.date, s)), row('Total', d)],
  );
}

/** mingle-analytics-<view>-<range>.csv */
export const csvFileName = (view: AnalyticsView, range: string) => `mingle-analytics-${view}-${range}.csv`;
