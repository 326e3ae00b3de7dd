import { ANALYTICS_TOP_ROWS } from '@mingle/shared/constants';
import type {
  AnalyticsOverview,
  BreakdownCell,
  ConnectionRequestAnalytics,
  GuestAnalytics,
  MatchAnalytics,
  RevenueAnalytics,
} from '@mingle/shared/schemas/analytics';
import type { rawFigures } from './raw.repository.ts';

/**
 * The headline figures of every view, from the reports (rollups) and from the raw tables, in one
 * shape, so the reconciliation test and the benchmark can check the two agree figure by figure.
 * Breakdown cells that the report hides (under 5) are compared as hidden.
 */
export interface Headline {
  overview: Omit<AnalyticsOverview, 'range' | 'tz' | 'eventId' | 'firstDay' | 'lastDay' | 'currency'>;
  revenue: {
    totals: RevenueAnalytics['totals'];
    series: Record<string, number[]>;
    byEvent: Record<string, number[]>;
    byTicketType: Record<string, number[]>;
  };
  guests: { totals: number[]; series: Record<string, number[]>; breakdowns: Record<string, number | null> };
  matches: {
    matches: number;
    going: number;
    byEvent: Record<string, number[]>;
    series: Record<string, number>;
  };
  requests: { totals: number[]; series: Record<string, number[]> };
}

const nonZero = <T extends { date: string }>(series: T[], pick: (s: T) => number[]) =>
  Object.fromEntries(
    series.map((s) => [s.date, pick(s)]).filter(([, v]) => (v as number[]).some((n) => n !== 0)),
  );

/** The key of a money list's "Other" row. */
const OTHER = 'other';

const moneyFigures = (e: {
  grossCents: number;
  discountCents: number;
  refundsCents: number;
  tickets: number;
  others?: number | undefined;
}) => [
  e.grossCents,
  e.discountCents,
  e.refundsCents,
  e.tickets,
  ...(e.others === undefined ? [] : [e.others]),
];

/**
 * A money list from the raw tables as the report cuts it: the top ANALYTICS_TOP_ROWS by net,
 * then gross, then id, and the rest summed under OTHER with how many they are.
 */
function topAndOther(
  rows: { key: string; gross: number; discount: number; refunds: number; tickets: number }[],
) {
  const net = (r: (typeof rows)[number]) => r.gross - r.discount - r.refunds;
  const sorted = [...rows].sort(
    (a, b) => net(b) - net(a) || b.gross - a.gross || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const top = sorted.slice(0, ANALYTICS_TOP_ROWS);
  const rest = sorted.slice(ANALYTICS_TOP_ROWS);
  const entries = top.map((r) => [r.key, [r.gross, r.discount, r.refunds, r.tickets]] as const);
  if (rest.length === 0) return Object.fromEntries(entries);
  const total = (pick: (r: (typeof rows)[number]) => number) => rest.reduce((a, r) => a + pick(r), 0);
  return Object.fromEntries([
    ...entries,
    [
      OTHER,
      [
        total((r) => r.gross),
        total((r) => r.discount),
        total((r) => r.refunds),
        total((r) => r.tickets),
        rest.length,
      ],
    ],
  ]);
}

const cells = (prefix: string, list: BreakdownCell[]) =>
  list.map((c) => [`${prefix}:${c.key}`, c.count] as const);

export function headlineOfReports(r: {
  overview: AnalyticsOverview;
  revenue: RevenueAnalytics;
  guests: GuestAnalytics;
  matches: MatchAnalytics;
  requests: ConnectionRequestAnalytics;
}): Headline {
  const { range: _r, tz: _t, eventId: _e, firstDay: _f, lastDay: _l, currency: _c, ...overview } = r.overview;
  const g = r.guests;
  return {
    overview,
    revenue: {
      totals: r.revenue.totals,
      series: nonZero(r.revenue.series, (s) => [s.grossCents, s.discountCents, s.refundsCents, s.tickets]),
      byEvent: Object.fromEntries(r.revenue.byEvent.map((e) => [e.eventId ?? OTHER, moneyFigures(e)])),
      byTicketType: Object.fromEntries(
        r.revenue.byTicketType.map((e) => [e.ticketTypeId ?? OTHER, moneyFigures(e)]),
      ),
    },
    guests: {
      totals: [g.going, g.maybe, g.checkedIn, g.noShows],
      series: nonZero(g.series, (s) => [s.going, s.maybe, s.checkedIn, s.noShows]),
      breakdowns: Object.fromEntries([
        ...cells('returning', g.newVsReturning),
        ...cells('gender', g.byGender),
        ...cells('intent', g.byIntent),
        ...cells('age', g.ageBands),
      ]),
    },
    matches: {
      matches: r.matches.matches,
      going: r.matches.going,
      byEvent: Object.fromEntries(r.matches.byEvent.map((e) => [e.eventId, [e.matches, e.going]])),
      series: Object.fromEntries(
        r.matches.series.filter((s) => s.matches > 0).map((s) => [s.date, s.matches]),
      ),
    },
    requests: {
      totals: [r.requests.sent, r.requests.matched, r.requests.declined, r.requests.pending],
      series: nonZero(r.requests.series, (s) => [s.sent, s.matched, s.declined, s.pending]),
    },
  };
}

const add = (map: Record<string, number[]>, key: string, values: number[]) => {
  const now = map[key] ?? values.map(() => 0);
  map[key] = now.map((v, i) => v + values[i]!);
};

/**
 * The same from the raw tables. `hidden` is the report's own breakdowns: a cell it hides is
 * compared as hidden (the suppression rule is tested on its own), every other cell by count.
 */
export function headlineOfRaw(raw: Awaited<ReturnType<typeof rawFigures>>, hidden: Headline): Headline {
  const days = raw.money.filter((r) => r.grp === 'day');
  const total = (pick: (r: (typeof days)[number]) => number) => days.reduce((a, r) => a + pick(r), 0);
  const kinds = ['going', 'maybe', 'checkedIn', 'noShows'];
  const guestSeries: Record<string, number[]> = {};
  for (const r of raw.guestDays)
    add(
      guestSeries,
      r.day!,
      kinds.map((k) => (k === r.kind ? r.n : 0)),
    );
  const guestTotal = (kind: string) =>
    raw.guestDays.filter((r) => r.kind === kind).reduce((a, r) => a + r.n, 0);
  const matchDays = raw.matches.filter((r) => r.grp === 'day');
  const matches = matchDays.reduce((a, r) => a + r.n, 0);
  const going = guestTotal('going');
  const sentTotal = (k: 'sent' | 'matched' | 'declined' | 'pending') =>
    raw.requestDays.reduce((a, r) => a + r[k], 0);
  const matchesByEvent: Record<string, number[]> = {};
  for (const r of raw.matches.filter((m) => m.grp === 'event')) add(matchesByEvent, r.key!, [r.n, 0]);
  for (const r of raw.goingByEvent) add(matchesByEvent, r.key!, [0, r.n]);
  const counted = new Map(raw.guestBreakdowns.map((r) => [`${r.grp}:${r.key}`, r.n]));
  const breakdowns = Object.fromEntries(
    Object.entries(hidden.guests.breakdowns).map(([k, n]) => [k, n === null ? null : (counted.get(k) ?? 0)]),
  );
  return {
    overview: {
      netRevenueCents: total((r) => r.gross - r.discount - r.refunds),
      ticketsSold: total((r) => r.tickets),
      orders: raw.orders,
      refundsCents: total((r) => r.refunds),
      going,
      checkedIn: guestTotal('checkedIn'),
      matches,
      connectionRequests: sentTotal('sent'),
    },
    revenue: {
      totals: {
        grossCents: total((r) => r.gross),
        discountCents: total((r) => r.discount),
        refundsCents: total((r) => r.refunds),
        netCents: total((r) => r.gross - r.discount - r.refunds),
        tickets: total((r) => r.tickets),
        orders: raw.orders,
      },
      series: Object.fromEntries(
        days
          .map((r): [string, number[]] => [r.key, [r.gross, r.discount, r.refunds, r.tickets]])
          .filter(([, v]) => v.some((n) => n !== 0)),
      ),
      byEvent: topAndOther(raw.money.filter((r) => r.grp === 'event')),
      byTicketType: topAndOther(raw.money.filter((r) => r.grp === 'type')),
    },
    guests: {
      totals: kinds.map(guestTotal),
      series: guestSeries,
      breakdowns,
    },
    matches: {
      matches,
      going,
      byEvent: Object.fromEntries(Object.entries(matchesByEvent).filter(([, v]) => v.some((n) => n !== 0))),
      series: Object.fromEntries(matchDays.map((r) => [r.key!, r.n])),
    },
    requests: {
      totals: [sentTotal('sent'), sentTotal('matched'), sentTotal('declined'), sentTotal('pending')],
      series: nonZero(
        raw.requestDays.map((r) => ({ date: r.day, ...r })),
        (s) => [s.sent, s.matched, s.declined, s.pending],
      ),
    },
  };
}
