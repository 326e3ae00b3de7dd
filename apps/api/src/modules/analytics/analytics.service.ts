import type { RangeDateFilter } from '@mingle/shared/enums';
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
import type { AppContext } from '../../app-context.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { defaultOrganization } from '../teams/index.ts';
import * as repo from './analytics.repository.ts';
import { denseSeries, rangeWindow, suppressedBreakdown } from './analytics-window.ts';
import * as people from './people.repository.ts';

/** What the analytics need of the app: only the database. */
type Ctx = Pick<AppContext, 'db'>;

export interface AnalyticsParams {
  range: RangeDateFilter;
  tz: string;
  eventId?: string | undefined;
  organizationId?: string | undefined;
}

/**
 * Which organization this user may see analytics for, by the teams permission check
 * (analytics.read: the owner and co-hosts): the one asked for (404 when it doesn't exist, 403
 * when the user isn't on its team), by default the one it owns, else the first it co-hosts.
 * Someone on no team gets 403.
 */
export async function analyticsOrganization(
  ctx: Ctx,
  userId: string,
  organizationId?: string,
): Promise<string> {
  const allowed = await defaultOrganization(ctx.db, userId, 'analytics.read', organizationId);
  if (!allowed) throw forbidden('Analytics are for hosts: create your organization first');
  return allowed;
}

type Meta = {
  range: RangeDateFilter;
  tz: string;
  eventId: string | null;
  firstDay: string | null;
  lastDay: string;
  currency: string;
};

const badZone = () =>
  new AppError('VALIDATION_FAILED', 'Choose a valid time zone', { tz: 'Choose a valid time zone' });

function checkFacts(facts: repo.ScopeFacts) {
  if (!facts.zoneKnown) throw badZone();
  if (!facts.eventFound) throw notFound('That event');
}

/**
 * Runs a report's aggregates for the organization this user may see, beside the checks on the
 * zone and the event (one round trip less than checking first: the aggregates only ever read
 * the organization's own rows, and their answer is dropped when a check fails).
 */
async function resolve<T>(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  now: Date,
  run: (scope: repo.Scope) => Promise<T>,
): Promise<{ meta: Meta; out: T }> {
  const organizationId = await analyticsOrganization(ctx, userId, p.organizationId);
  const eventId = p.eventId ?? null;
  let w: ReturnType<typeof rangeWindow>;
  try {
    w = rangeWindow(p.range, now, p.tz);
  } catch (err) {
    checkFacts(await repo.scopeFacts(ctx.db, organizationId, eventId, p.tz));
    throw err;
  }
  const scope = { organizationId, eventId, from: w.from, to: w.to, tz: p.tz, now };
  const [facts, out] = await Promise.all([
    repo.scopeFacts(ctx.db, organizationId, eventId, p.tz),
    run(scope).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  checkFacts(facts);
  if (!out.ok) throw out.error;
  return {
    meta: {
      range: p.range,
      tz: p.tz,
      eventId,
      firstDay: w.firstDay,
      lastDay: w.lastDay,
      currency: facts.currency ?? 'USD',
    },
    out: out.value,
  };
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((acc, item) => acc + pick(item), 0);

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 10_000) / 10_000);

const MONEY_KEYS = ['grossCents', 'discountCents', 'netCents', 'refundsCents', 'tickets'] as const;

function moneyOf(r: repo.MoneyRow) {
  return {
    grossCents: r.gross,
    discountCents: r.discount,
    refundsCents: r.refunds,
    netCents: r.gross - r.discount - r.refunds,
    tickets: r.tickets,
  };
}

const byMoney = <T extends { netCents: number; grossCents: number }>(a: T, b: T) =>
  b.grossCents - a.grossCents || b.netCents - a.netCents;

export async function getRevenue(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  now: Date,
): Promise<RevenueAnalytics> {
  const {
    meta,
    out: [rows, orders],
  } = await resolve(ctx, userId, p, now, (scope) =>
    Promise.all([repo.money(ctx.db, scope), repo.paidOrders(ctx.db, scope)]),
  );
  const days = rows.filter((r) => r.grp === 'day');
  const eventRows = rows.filter((r) => r.grp === 'event');
  const typeRows = rows.filter((r) => r.grp === 'type');
  const [events, types] = await Promise.all([
    repo.eventTitles(
      ctx.db,
      eventRows.map((r) => r.event_id!),
    ),
    repo.ticketTypeNames(
      ctx.db,
      typeRows.map((r) => r.ticket_type_id!),
    ),
  ]);
  const titles = new Map(events.map((e) => [e.id, e.name]));
  const typeNames = new Map(types.map((t) => [t.id, t]));
  const series = denseSeries(
    new Map(days.map((r) => [r.day!, moneyOf(r)])),
    MONEY_KEYS,
    meta.firstDay,
    meta.lastDay,
  );
  const totals = {
    grossCents: sum(days, (r) => r.gross),
    discountCents: sum(days, (r) => r.discount),
    refundsCents: sum(days, (r) => r.refunds),
    netCents: sum(days, (r) => r.gross - r.discount - r.refunds),
    tickets: sum(days, (r) => r.tickets),
    orders,
  };
  return {
    ...meta,
    totals,
    series,
    byEvent: eventRows
      .map((r) => ({ eventId: r.event_id!, title: titles.get(r.event_id!) ?? null, ...moneyOf(r) }))
      .sort(byMoney),
    byTicketType: typeRows
      .map((r) => {
        const t = typeNames.get(r.ticket_type_id!);
        return {
          ticketTypeId: r.ticket_type_id!,
          name: t?.name ?? '',
          eventId: t?.event_id ?? '',
          eventTitle: t?.event_title ?? null,
          ...moneyOf(r),
        };
      })
      .sort(byMoney),
  };
}

const GUEST_KEYS = ['going', 'maybe', 'checkedIn', 'noShows'] as const;
type GuestKey = (typeof GUEST_KEYS)[number];

function guestSeries(rows: people.DayCountRow[]): Map<string, Record<GuestKey, number>> {
  const byDay = new Map<string, Record<GuestKey, number>>();
  for (const r of rows) {
    const day = byDay.get(r.day) ?? { going: 0, maybe: 0, checkedIn: 0, noShows: 0 };
    day[r.kind] += r.n;
    byDay.set(r.day, day);
  }
  return byDay;
}

const totalsOf = (rows: people.DayCountRow[]) =>
  Object.fromEntries(
    GUEST_KEYS.map((k) => [
      k,
      sum(
        rows.filter((r) => r.kind === k),
        (r) => r.n,
      ),
    ]),
  ) as Record<GuestKey, number>;

export async function getGuests(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  now: Date,
): Promise<GuestAnalytics> {
  const {
    meta,
    out: [dayRows, breakdown],
  } = await resolve(ctx, userId, p, now, (scope) =>
    Promise.all([people.guestDays(ctx.db, scope), people.guestBreakdowns(ctx.db, scope)]),
  );
  const counts = (grp: people.BreakdownRow['grp']) =>
    new Map(breakdown.filter((r) => r.grp === grp).map((r) => [r.key, r.n]));
  return {
    ...meta,
    ...totalsOf(dayRows),
    newVsReturning: suppressedBreakdown(NEW_VS_RETURNING_KEYS, counts('returning')),
    byGender: suppressedBreakdown(GENDER_KEYS, counts('gender')),
    byIntent: suppressedBreakdown(INTENT_KEYS, counts('intent')),
    ageBands: suppressedBreakdown(AGE_BAND_KEYS, counts('age')),
    series: denseSeries(guestSeries(dayRows), GUEST_KEYS, meta.firstDay, meta.lastDay),
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
    out: [rows, goingRows],
  } = await resolve(ctx, userId, p, now, (scope) =>
    Promise.all([people.matches(ctx.db, scope), people.goingByEvent(ctx.db, scope)]),
  );
  const days = rows.filter((r) => r.grp === 'day');
  const matchesByEvent = new Map(rows.filter((r) => r.grp === 'event').map((r) => [r.event_id!, r.n]));
  const goingByEvent = new Map(goingRows.filter((r) => r.n > 0).map((r) => [r.event_id, r.n]));
  const ids = [...new Set([...matchesByEvent.keys(), ...goingByEvent.keys()])];
  const titles = new Map(goingRows.map((r) => [r.event_id, r.title]));
  const matches = sum(days, (r) => r.n);
  const going = sum(goingRows, (r) => r.n);
  return {
    ...meta,
    matches,
    going,
    matchRate: ratio(matches, going),
    byEvent: ids
      .map((id) => {
        const m = matchesByEvent.get(id) ?? 0;
        const g = goingByEvent.get(id) ?? 0;
        return { eventId: id, title: titles.get(id) ?? null, matches: m, going: g, matchRate: ratio(m, g) };
      })
      .sort((a, b) => b.matches - a.matches || b.going - a.going),
    series: denseSeries(
      new Map(days.map((r) => [r.day!, { matches: r.n }])),
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
  const { meta, out: rows } = await resolve(ctx, userId, p, now, (scope) =>
    people.requestDays(ctx.db, scope),
  );
  const sent = sum(rows, (r) => r.sent);
  const matched = sum(rows, (r) => r.matched);
  return {
    ...meta,
    sent,
    matched,
    declined: sum(rows, (r) => r.declined),
    pending: sum(rows, (r) => r.pending),
    acceptRate: ratio(matched, sent),
    series: denseSeries(
      new Map(rows.map(({ day, ...counts }) => [day, counts])),
      ['sent', 'matched', 'declined', 'pending'] as const,
      meta.firstDay,
      meta.lastDay,
    ),
  };
}

/** The headline figures; the same queries as the four views, so they always agree. */
export async function getOverview(
  ctx: Ctx,
  userId: string,
  p: AnalyticsParams,
  now: Date,
): Promise<AnalyticsOverview> {
  const {
    meta,
    out: [money, orders, guestDays, matchRows, requestRows],
  } = await resolve(ctx, userId, p, now, (scope) =>
    Promise.all([
      repo.moneyDays(ctx.db, scope),
      repo.paidOrders(ctx.db, scope),
      people.guestDays(ctx.db, scope),
      people.matches(ctx.db, scope),
      people.requestDays(ctx.db, scope),
    ]),
  );
  const days = money.filter((r) => r.grp === 'day');
  const guests = totalsOf(guestDays);
  return {
    ...meta,
    netRevenueCents: sum(days, (r) => r.gross - r.discount - r.refunds),
    ticketsSold: sum(days, (r) => r.tickets),
    orders,
    refundsCents: sum(days, (r) => r.refunds),
    going: guests.going,
    checkedIn: guests.checkedIn,
    matches: sum(
      matchRows.filter((r) => r.grp === 'day'),
      (r) => r.n,
    ),
    connectionRequests: sum(requestRows, (r) => r.sent),
  };
}
