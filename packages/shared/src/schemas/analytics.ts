import { z } from 'zod';
import { ExportFormat, RangeDateFilter } from '../enums.ts';
import { TimeZone } from './event-common.ts';

export { AnalyticsView } from '../enums.ts';

/**
 * Host analytics: counts and sums only, never a person. Ranges are calendar days in `tz` and
 * select activity by when it happened (sales when paid, refunds when refunded, RSVPs,
 * check-ins, requests and matches when made). Every daily `series` sums to its totals.
 */

/** A breakdown cell under this many people is hidden (count null, suppressed true). */
export const SUPPRESSION_THRESHOLD = 5;

export const ZAnalyticsQuery = z.object({
  range: RangeDateFilter.default('all'),
  eventId: z.uuid({ error: 'eventId is not a valid id' }).optional(),
  tz: TimeZone.default('UTC'),
  /** Which organization, for someone who may see several; default the one the caller owns. */
  organizationId: z.uuid({ error: 'organizationId is not a valid id' }).optional(),
  format: z.enum(ExportFormat.options, { error: 'format must be json or csv' }).default('json'),
});
export type AnalyticsQuery = z.input<typeof ZAnalyticsQuery>;

/** What the figures cover: the range's first and last calendar day (null first day: All). */
const ZScope = z.object({
  range: RangeDateFilter,
  tz: z.string(),
  eventId: z.uuid().nullable(),
  firstDay: z.iso.date().nullable(),
  lastDay: z.iso.date(),
  currency: z.string(),
});
export type AnalyticsScope = z.infer<typeof ZScope>;

export const ZBreakdownCell = z.object({
  key: z.string(),
  count: z.number().int().nullable(),
  suppressed: z.boolean(),
});
export type BreakdownCell = z.infer<typeof ZBreakdownCell>;

const Cents = z.number().int();
const Count = z.number().int();
/** A ratio from 0 up; null when there is nothing to divide by. */
const Ratio = z.number().nullable();

export const ZAnalyticsOverview = ZScope.extend({
  netRevenueCents: Cents,
  ticketsSold: Count,
  orders: Count,
  refundsCents: Cents,
  going: Count,
  checkedIn: Count,
  matches: Count,
  connectionRequests: Count,
});
export type AnalyticsOverview = z.infer<typeof ZAnalyticsOverview>;

const ZMoney = z.object({
  grossCents: Cents,
  discountCents: Cents,
  refundsCents: Cents,
  netCents: Cents,
  tickets: Count,
});

/** On the "Other" row only: how many events or ticket types it sums. */
const Others = z.number().int().optional();

export const ZRevenueAnalytics = ZScope.extend({
  totals: ZMoney.extend({ orders: Count }),
  series: z.array(
    z.object({
      date: z.iso.date(),
      grossCents: Cents,
      discountCents: Cents,
      netCents: Cents,
      refundsCents: Cents,
      tickets: Count,
    }),
  ),
  /**
   * The ANALYTICS_TOP_ROWS events (or ticket types) with the highest net revenue, then, when
   * there are more, one "Other" row summing the rest (`others` of them): its ids and names are
   * null. Every row's figures together equal the totals.
   */
  byEvent: z.array(
    ZMoney.extend({ eventId: z.uuid().nullable(), title: z.string().nullable(), others: Others }),
  ),
  byTicketType: z.array(
    ZMoney.extend({
      ticketTypeId: z.uuid().nullable(),
      name: z.string().nullable(),
      eventId: z.uuid().nullable(),
      eventTitle: z.string().nullable(),
      others: Others,
    }),
  ),
});
export type RevenueAnalytics = z.infer<typeof ZRevenueAnalytics>;

export const ZGuestAnalytics = ZScope.extend({
  going: Count,
  maybe: Count,
  checkedIn: Count,
  noShows: Count,
  newVsReturning: z.array(ZBreakdownCell),
  byGender: z.array(ZBreakdownCell),
  byIntent: z.array(ZBreakdownCell),
  ageBands: z.array(ZBreakdownCell),
  series: z.array(
    z.object({ date: z.iso.date(), going: Count, maybe: Count, checkedIn: Count, noShows: Count }),
  ),
});
export type GuestAnalytics = z.infer<typeof ZGuestAnalytics>;

export const ZMatchAnalytics = ZScope.extend({
  matches: Count,
  going: Count,
  matchRate: Ratio,
  byEvent: z.array(
    z.object({
      eventId: z.uuid(),
      title: z.string().nullable(),
      matches: Count,
      going: Count,
      matchRate: Ratio,
    }),
  ),
  series: z.array(z.object({ date: z.iso.date(), matches: Count })),
});
export type MatchAnalytics = z.infer<typeof ZMatchAnalytics>;

export const ZConnectionRequestAnalytics = ZScope.extend({
  sent: Count,
  matched: Count,
  declined: Count,
  pending: Count,
  acceptRate: Ratio,
  series: z.array(
    z.object({ date: z.iso.date(), sent: Count, matched: Count, declined: Count, pending: Count }),
  ),
});
export type ConnectionRequestAnalytics = z.infer<typeof ZConnectionRequestAnalytics>;

/** The keys of each breakdown, in the order they are shown; `unknown`: not given in the profile. */
export const NEW_VS_RETURNING_KEYS = ['new', 'returning'] as const;
export const GENDER_KEYS = ['Man', 'Woman', 'Non-Binary', 'unknown'] as const;
export const INTENT_KEYS = ['Open to anything', 'Friendship', 'Dating', 'unknown'] as const;
/** Age on the day the event starts, from the profile's birthdate. */
export const AGE_BAND_KEYS = ['under 18', '18-24', '25-34', '35-44', '45-54', '55+', 'unknown'] as const;
