import { type SalesSums, salesFigures } from '@mingle/shared/price-lines';
import {
  AGE_BAND_KEYS,
  type AnalyticsOverview,
  type ConnectionRequestAnalytics,
  GENDER_KEYS,
  type GuestAnalytics,
  INTENT_KEYS,
  type MatchAnalytics,
  NEW_VS_RETURNING_KEYS,
  type RevenueAnalytics,
} from '@mingle/shared/schemas/analytics';
import { type AnalyticsParams, type Ctx, resolveReport } from './analytics-scope.ts';
import { shownCounts, suppressedBreakdown } from './analytics-suppression.ts';
import { denseSeries } from './analytics-window.ts';
import * as dailyRepo from './daily.repository.ts';
import * as moneyRepo from './money.repository.ts';
import * as people from './people.repository.ts';

const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((acc, item) => acc + pick(item), 0);

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 10_000) / 10_000);

const MONEY_KEYS = ['grossCents', 'discountCents', 'netCents', 'refundsCents', 'tickets'] as const;

function moneyOf(r: SalesSums & { tickets: number }) {
  return { ...salesFigures(r), tickets: r.tickets };
}

/** `others` only on the row that sums the events or ticket types past the top ones. */
const othersOf = (r: moneyRepo.MoneyRow) => (r.others === null ? {} : { others: r.others });

/** The days each view charts: a day belongs to a view's series when it had that kind of activity. */
const moneyDays = (rows: dailyRepo.DailyRow[]) => rows.filter((r) => r.n > 0);
const guestDays = (rows: dailyRepo.DailyRow[]) =>
  rows.filter((r) => r.going + r.maybe + r.checked_in + r.no_shows > 0);
const matchDays = (rows: dailyRepo.DailyRow[]) => rows.filter((r) => r.matches > 0);
const requestDays = (rows: dailyRepo.DailyRow[]) => rows.filter((r) => r.sent > 0);

export async function getRevenue(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  now: Date,
): Promise<RevenueAnalytics> {
  const {
    meta,
    out: [daily, breakdown],
  } = await resolveReport(ctx, userId, p, now, (scope) =>
    Promise.all([dailyRepo.daily(ctx.db, scope, 'revenue'), moneyRepo.moneyBreakdown(ctx.db, scope)]),
  );
  const days = moneyDays(daily);
  const eventRows = breakdown.filter((r) => r.grp === 'event');
  const typeRows = breakdown.filter((r) => r.grp === 'type');
  const series = denseSeries(
    new Map(days.map((r) => [r.day, moneyOf(r)])),
    MONEY_KEYS,
    meta.firstDay,
    meta.lastDay,
  );
  const totals = {
    ...moneyOf({
      gross: sum(days, (r) => r.gross),
      discount: sum(days, (r) => r.discount),
      refunds: sum(days, (r) => r.refunds),
      tickets: sum(days, (r) => r.tickets),
    }),
    orders: sum(daily, (r) => r.orders),
  };
  return {
    ...meta,
    totals,
    series,
    byEvent: eventRows.map((r) => ({
      eventId: r.event_id,
      title: r.event_title,
      ...moneyOf(r),
      ...othersOf(r),
    })),
    byTicketType: typeRows.map((r) => ({
      ticketTypeId: r.ticket_type_id,
      name: r.others === null ? (r.name ?? '') : null,
      eventId: r.name_event_id,
      eventTitle: r.event_title,
      ...moneyOf(r),
      ...othersOf(r),
    })),
  };
}

const guestCounts = (r: dailyRepo.DailyRow) => ({
  going: r.going,
  maybe: r.maybe,
  checkedIn: r.checked_in,
  noShows: r.no_shows,
});

export async function getGuests(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  now: Date,
): Promise<GuestAnalytics> {
  const {
    meta,
    out: [daily, breakdown, allEvents],
  } = await resolveReport(ctx, userId, p, now, (scope) =>
    Promise.all([
      dailyRepo.daily(ctx.db, scope, 'guests'),
      people.guestBreakdowns(ctx.db, scope),
      // One event's cells are shown only 0 or 5+ away from what all events show for the range.
      scope.eventId ? people.guestBreakdowns(ctx.db, { ...scope, eventId: null }) : null,
    ]),
  );
  const days = guestDays(daily);
  const countsIn = (rows: people.BreakdownRow[], grp: people.BreakdownRow['grp']) =>
    new Map(rows.filter((r) => r.grp === grp).map((r) => [r.key, r.n]));
  const breakdownOf = (keys: readonly string[], grp: people.BreakdownRow['grp']) =>
    suppressedBreakdown(
      keys,
      countsIn(breakdown, grp),
      allEvents ? shownCounts(suppressedBreakdown(keys, countsIn(allEvents, grp))) : undefined,
    );
  return {
    ...meta,
    going: sum(days, (r) => r.going),
    maybe: sum(days, (r) => r.maybe),
    checkedIn: sum(days, (r) => r.checked_in),
    noShows: sum(days, (r) => r.no_shows),
    newVsReturning: breakdownOf(NEW_VS_RETURNING_KEYS, 'returning'),
    byGender: breakdownOf(GENDER_KEYS, 'gender'),
    byIntent: breakdownOf(INTENT_KEYS, 'intent'),
    ageBands: breakdownOf(AGE_BAND_KEYS, 'age'),
    series: denseSeries(
      new Map(days.map((r) => [r.day, guestCounts(r)])),
      ['going', 'maybe', 'checkedIn', 'noShows'] as const,
      meta.firstDay,
      meta.lastDay,
    ),
  };
}

export async function getMatches(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  now: Date,
): Promise<MatchAnalytics> {
  const {
    meta,
    out: [daily, byEvent],
  } = await resolveReport(ctx, userId, p, now, (scope) =>
    Promise.all([dailyRepo.daily(ctx.db, scope, 'matches'), people.eventPeople(ctx.db, scope)]),
  );
  const days = matchDays(daily);
  const matches = sum(days, (r) => r.matches);
  const going = sum(daily, (r) => r.going);
  return {
    ...meta,
    matches,
    going,
    matchRate: ratio(matches, going),
    byEvent: byEvent
      .map((r) => ({
        eventId: r.event_id,
        title: r.title,
        matches: r.matches,
        going: r.going,
        matchRate: ratio(r.matches, r.going),
      }))
      .sort((a, b) => b.matches - a.matches || b.going - a.going),
    series: denseSeries(
      new Map(days.map((r) => [r.day, { matches: r.matches }])),
      ['matches'] as const,
      meta.firstDay,
      meta.lastDay,
    ),
  };
}

export async function getConnectionRequests(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  now: Date,
): Promise<ConnectionRequestAnalytics> {
  const { meta, out: daily } = await resolveReport(ctx, userId, p, now, (scope) =>
    dailyRepo.daily(ctx.db, scope, 'requests'),
  );
  const rows = requestDays(daily);
  const sent = sum(rows, (r) => r.sent);
  const matched = sum(rows, (r) => r.req_matched);
  return {
    ...meta,
    sent,
    matched,
    declined: sum(rows, (r) => r.declined),
    pending: sum(rows, (r) => r.pending),
    acceptRate: ratio(matched, sent),
    series: denseSeries(
      new Map(
        rows.map((r) => [
          r.day,
          { sent: r.sent, matched: r.req_matched, declined: r.declined, pending: r.pending },
        ]),
      ),
      ['sent', 'matched', 'declined', 'pending'] as const,
      meta.firstDay,
      meta.lastDay,
    ),
  };
}

/** The headline figures: one read of the daily rollups, the same rows the four views sum. */
export async function getOverview(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  now: Date,
): Promise<AnalyticsOverview> {
  const { meta, out: daily } = await resolveReport(ctx, userId, p, now, (scope) =>
    dailyRepo.daily(ctx.db, scope, 'overview'),
  );
  const money = moneyDays(daily);
  return {
    ...meta,
    netRevenueCents: sum(money, (r) => salesFigures(r).netCents),
    ticketsSold: sum(money, (r) => r.tickets),
    orders: sum(daily, (r) => r.orders),
    refundsCents: sum(money, (r) => r.refunds),
    going: sum(daily, (r) => r.going),
    checkedIn: sum(daily, (r) => r.checked_in),
    matches: sum(daily, (r) => r.matches),
    connectionRequests: sum(daily, (r) => r.sent),
  };
}
