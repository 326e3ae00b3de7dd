import { z } from 'zod';
import { DiscoverDateFilter, GuestTab, HostDateFilter, HostTab, RsvpAnswer, SortOption } from '../enums.ts';
import { PageQuery, pageOf, Text } from './common.ts';
import {
  DISCOVER_MAX_PAGE,
  EVENT_LIMITS,
  EventStatus,
  EventVisibility,
  TimeZone,
  WizardStep,
} from './event-common.ts';
import { ZTax } from './taxes.ts';

/** Event lists: Discover, the host centre and the guest's events; events.ts re-exports them. */

/** A row of Discover, the host centre and the guest's events. */
export const ZEventCard = z.object({
  id: z.uuid(),
  status: EventStatus,
  visibility: EventVisibility,
  title: z.string().nullable(),
  coverImage: z.string().nullable(),
  /** The cover's focal point in percent, as on ZEvent. */
  coverFocusX: z.number().int(),
  coverFocusY: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  venueName: z.string().nullable(),
  city: z.string().nullable(),
  isOnline: z.boolean(),
  minPriceCents: z.number().int().nullable(),
  /** Dearest ticket, null without ticket types: with the lowest, the card's honest price label. */
  maxPriceCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** "$20 + tax" on the card when exclusive (priceDisplay of tax-labels.ts); null when untaxed. */
  tax: ZTax.nullable(),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  /** People Going: ticket holders and Yes RSVPs, each once. */
  goingCount: z.number().int(),
});
export type EventCard = z.infer<typeof ZEventCard>;

/** GET events (Discover). `q` searches words (and word starts) of title, host, venue and city. */
export const ZDiscoverQuery = z.object({
  date: DiscoverDateFilter.optional(),
  sort: SortOption.default('date_asc'),
  q: Text()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  city: Text()
    .trim()
    .max(EVENT_LIMITS.cityMax)
    .optional()
    .transform((v) => v || undefined),
  /** The viewer's IANA zone: "today", "tomorrow" and "weekend" are the viewer's. */
  tz: TimeZone.default('UTC'),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(DISCOVER_MAX_PAGE, { error: 'Narrow your search to see more events' })
    .default(1),
});
export type DiscoverQuery = z.input<typeof ZDiscoverQuery>;

export const ZDiscoverPage = pageOf(ZEventCard).extend({ totalCapped: z.boolean() });
export type DiscoverPage = z.infer<typeof ZDiscoverPage>;

/**
 * GET host/events. Upcoming: published, not ended. Past: ended or cancelled. Drafts: drafts.
 * `range` keeps events whose start falls today / this week (Mon–Sun) / this month in `tz`.
 */
export const ZHostEventsQuery = PageQuery.extend({
  tab: HostTab.default('upcoming'),
  range: HostDateFilter.default('all'),
  tz: TimeZone.default('UTC'),
  /** Which organization, for someone on several teams; default: the one they own, else the first joined. */
  organizationId: z.uuid({ error: 'Not a valid id' }).optional(),
});
export type HostEventsQuery = z.input<typeof ZHostEventsQuery>;

/** A row of the host centre: a card plus the last wizard step completed, to resume a draft there. */
export const ZHostEventCard = ZEventCard.extend({ wizardStep: WizardStep.nullable() });
export type HostEventCard = z.infer<typeof ZHostEventCard>;

export const ZHostEventsPage = pageOf(ZHostEventCard).extend({
  counts: z.object({ upcoming: z.number().int(), past: z.number().int(), drafts: z.number().int() }),
});
export type HostEventsPage = z.infer<typeof ZHostEventsPage>;

/**
 * GET me/events. Upcoming: Going (a ticket or a Yes RSVP) or Maybe, not ended; Invited:
 * unanswered invitations; Attended: ended events the guest was Going to.
 */
export const ZMyEventsQuery = PageQuery.extend({ tab: GuestTab.default('upcoming') });
export type MyEventsQuery = z.input<typeof ZMyEventsQuery>;

export const ZMyEventCard = ZEventCard.extend({
  rsvp: RsvpAnswer.nullable(),
  invited: z.boolean(),
  /** Holds a valid or redeemed ticket (which makes them Going whatever their RSVP). */
  holdsTicket: z.boolean(),
});
export type MyEventCard = z.infer<typeof ZMyEventCard>;
export const ZMyEventsPage = pageOf(ZMyEventCard);
export type MyEventsPage = z.infer<typeof ZMyEventsPage>;
