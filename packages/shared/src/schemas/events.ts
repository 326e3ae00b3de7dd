import { z } from 'zod';
import {
  AttendanceAnswer,
  DiscoverDateFilter,
  GuestTab,
  HostDateFilter,
  HostTab,
  RsvpAnswer,
  SortOption,
} from '../enums.ts';
import { Email, PageQuery, PhoneNumber, pageOf } from './common.ts';

/** Contract of the event calls (DESIGN.md §2 "The core resources"); the client and the API share it. */

export const EventStatus = z.enum(['draft', 'published', 'cancelled']);
export type EventStatus = z.infer<typeof EventStatus>;

export const EventVisibility = z.enum(['public', 'private']);
export type EventVisibility = z.infer<typeof EventVisibility>;

/** The five steps of /create-event, in order; `wizardStep` is the last one the host completed. */
export const WizardStep = z.enum([
  'basic-details',
  'event-info',
  'tickets&promo',
  'general-settings',
  'payouts',
]);
export type WizardStep = z.infer<typeof WizardStep>;
export const WIZARD_STEPS = WizardStep.options;

export const EVENT_LIMITS = {
  titleMax: 120,
  /** Formatted description, as HTML, before sanitising. */
  descriptionMax: 20_000,
  placeMax: 200,
  cityMax: 80,
  notesMax: 500,
  /** Discover can only find an event that has not ended quickly if events have a bounded length. */
  maxDurationDays: 30,
  cancellationMessageMax: 1000,
  ticketNameMax: 80,
  maxPriceCents: 10_000_000,
  maxQuantity: 1_000_000,
  maxPerOrder: 100,
  maxAgeLimit: 99,
} as const;

/**
 * Discover counts matches exactly up to this many; beyond it `total` is this and `totalCapped`
 * is true. With a text search (`q`) only the pages seen so far are counted: `total` is a lower
 * bound and `totalCapped` is true while `hasMore` is.
 */
export const DISCOVER_TOTAL_CAP = 1000;
export const DISCOVER_MAX_PAGE = 50;

/** The public page of an event; a private event is reachable only through this link. */
export const EVENT_DETAILS_PATH = '/event-details';
export function eventLink(publicUrl: string, eventId: string): string {
  return `${publicUrl.replace(/\/$/, '')}${EVENT_DETAILS_PATH}?id=${eventId}`;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name such as "America/Los_Angeles" (or "UTC"). */
export const TimeZone = z
  .string({ error: 'Choose a time zone' })
  .trim()
  .min(1, { error: 'Choose a time zone' })
  .refine(isTimeZone, { error: 'Choose a valid time zone' });

/** ISO-8601 date and time with Z or an offset; the API answers in UTC. */
export const IsoDateTime = z.iso.datetime({
  offset: true,
  error: 'Use an ISO date and time, e.g. 2026-05-01T19:00:00Z',
});

/** Optional text: trimmed; an empty string clears the field (stored as null). */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .transform((v) => (v === '' ? null : v))
    .nullable();
}

const HttpUrl = z.url({ protocol: /^https?$/, error: 'Enter a link starting with https://' }).max(2000);

/** An uploaded image path (/uploads/…) or an absolute http(s) image URL. */
const ImageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v.startsWith('/uploads/') || /^https?:\/\/\S+$/i.test(v), {
    error: 'Use an uploaded image or an image link starting with https://',
  });

export const ZAccessibility = z.object({
  stepFreeAccess: z.boolean(),
  captioningOrAsl: z.boolean(),
  quietSpace: z.boolean(),
  allGenderRestrooms: z.boolean(),
  notes: z.string().nullable(),
});
export type Accessibility = z.infer<typeof ZAccessibility>;

export const ZEventSettings = z.object({
  guestListVisible: z.boolean(),
  matchingOn: z.boolean(),
  chatOn: z.boolean(),
  approvalRequired: z.boolean(),
});
export type EventSettings = z.infer<typeof ZEventSettings>;

/** Every writable field of an event; POST events takes any subset, PATCH events/:id a non-empty one. */
export const ZEventFields = z.object({
  title: optionalText(EVENT_LIMITS.titleMax),
  /** Formatted text as HTML; the server keeps only p, br, strong, em, u, s, a, ul, ol, li, h2, h3, blockquote. */
  description: z
    .string()
    .max(EVENT_LIMITS.descriptionMax, { error: 'The description is too long' })
    .nullable(),
  coverImage: ImageUrl.nullable(),
  startsAt: IsoDateTime.nullable(),
  endsAt: IsoDateTime.nullable(),
  timeZone: TimeZone.nullable(),
  venueName: optionalText(EVENT_LIMITS.placeMax),
  address: optionalText(EVENT_LIMITS.placeMax),
  city: optionalText(EVENT_LIMITS.cityMax),
  onlineUrl: HttpUrl.nullable(),
  /** Minimum age of guests; 0 or null means all ages. */
  ageLimit: z
    .number()
    .int()
    .min(0)
    .max(EVENT_LIMITS.maxAgeLimit, { error: `At most ${EVENT_LIMITS.maxAgeLimit}` })
    .nullable(),
  accessibility: z
    .object({
      stepFreeAccess: z.boolean(),
      captioningOrAsl: z.boolean(),
      quietSpace: z.boolean(),
      allGenderRestrooms: z.boolean(),
      notes: optionalText(EVENT_LIMITS.notesMax),
    })
    .partial(),
  visibility: EventVisibility,
  capacity: z.number().int().min(1, { error: 'At least 1' }).max(EVENT_LIMITS.maxQuantity).nullable(),
  settings: ZEventSettings.partial(),
  wizardStep: WizardStep,
});

export const ZCreateEventRequest = ZEventFields.partial();
export type CreateEventRequest = z.input<typeof ZCreateEventRequest>;

/**
 * PATCH events/:id. When `wizardStep` is present the host is completing that step: the merged
 * event must pass that step's checks (see `eventStepIssues`), otherwise 422 with `fields` and
 * nothing is saved. Without `wizardStep` it is a plain save of a draft in progress.
 */
export const ZUpdateEventRequest = ZEventFields.partial().refine((v) => Object.keys(v).length > 0, {
  error: 'Nothing to update',
});
export type UpdateEventRequest = z.input<typeof ZUpdateEventRequest>;

export const ZCancelEventRequest = z.object({
  message: z
    .string({ error: 'Tell your guests why the event is cancelled' })
    .trim()
    .min(1, { error: 'Tell your guests why the event is cancelled' })
    .max(EVENT_LIMITS.cancellationMessageMax, {
      error: `At most ${EVENT_LIMITS.cancellationMessageMax} characters`,
    }),
});
export type CancelEventRequest = z.input<typeof ZCancelEventRequest>;

/** What the step and publish checks look at. */
export interface EventForChecks {
  title: string | null;
  startsAt: string | null;
  endsAt: string | null;
  timeZone: string | null;
  venueName: string | null;
  address: string | null;
  city: string | null;
  onlineUrl: string | null;
  ticketTypeCount: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The message for `endsAt` when the start and end don't make a valid span, else undefined. */
export function eventTimeIssue(startsAt: string | null, endsAt: string | null): string | undefined {
  if (!startsAt || !endsAt) return undefined;
  const span = Date.parse(endsAt) - Date.parse(startsAt);
  if (span <= 0) return 'The end must be after the start';
  if (span > EVENT_LIMITS.maxDurationDays * DAY_MS)
    return `An event can last at most ${EVENT_LIMITS.maxDurationDays} days`;
  return undefined;
}

/**
 * Field → message for what a wizard step still lacks. The place rule: an online link, or an
 * address with its city. The `place` key covers venueName/address/city/onlineUrl as a group;
 * `ticketTypes` means "add at least one ticket type (a free one counts)".
 */
export function eventStepIssues(step: WizardStep, e: EventForChecks): Record<string, string> {
  const fields: Record<string, string> = {};
  if (step === 'basic-details') {
    if (!e.title) fields.title = 'Give your event a title';
    if (!e.startsAt) fields.startsAt = 'Choose when the event starts';
    if (!e.endsAt) fields.endsAt = 'Choose when the event ends';
    if (!e.timeZone) fields.timeZone = 'Choose the time zone of the event';
    const timeIssue = eventTimeIssue(e.startsAt, e.endsAt);
    if (timeIssue) fields.endsAt = timeIssue;
    if (!e.onlineUrl && !(e.address && e.city))
      fields.place = 'Add the address and city of the venue, or an online link';
  }
  if (step === 'tickets&promo' && e.ticketTypeCount < 1)
    fields.ticketTypes = 'Add at least one ticket type (a free one counts)';
  return fields;
}

/** Everything publishing needs: the union of every step's checks. */
export function publishIssues(e: EventForChecks): Record<string, string> {
  return Object.assign({}, ...WIZARD_STEPS.map((step) => eventStepIssues(step, e)));
}

// ---- Ticket types and promo codes -------------------------------------------------------

const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'Use a 3-letter currency code such as USD' });

const ticketTypeFields = {
  name: z
    .string({ error: 'Name the ticket type' })
    .trim()
    .min(1, { error: 'Name the ticket type' })
    .max(EVENT_LIMITS.ticketNameMax),
  /** 0 means free. */
  priceCents: z
    .number({ error: 'Enter a price (0 for free)' })
    .int({ error: 'Price in whole cents' })
    .min(0, { error: 'The price cannot be negative' })
    .max(EVENT_LIMITS.maxPriceCents),
  currency: Currency,
  quantity: z
    .number({ error: 'Enter how many tickets are available' })
    .int()
    .min(1, { error: 'At least 1 ticket' })
    .max(EVENT_LIMITS.maxQuantity),
  salesStart: IsoDateTime.nullable(),
  salesEnd: IsoDateTime.nullable(),
  maxPerOrder: z.number().int().min(1).max(EVENT_LIMITS.maxPerOrder).nullable(),
};

function salesWindowOk(v: { salesStart?: string | null; salesEnd?: string | null }): boolean {
  return !v.salesStart || !v.salesEnd || Date.parse(v.salesEnd) > Date.parse(v.salesStart);
}
const salesWindowError = { error: 'Sales must end after they start', path: ['salesEnd'] };

export const ZCreateTicketTypeRequest = z
  .object({
    ...ticketTypeFields,
    currency: Currency.default('USD'),
    salesStart: ticketTypeFields.salesStart.optional(),
    salesEnd: ticketTypeFields.salesEnd.optional(),
    maxPerOrder: ticketTypeFields.maxPerOrder.optional(),
  })
  .refine(salesWindowOk, salesWindowError);
export type CreateTicketTypeRequest = z.input<typeof ZCreateTicketTypeRequest>;

export const ZUpdateTicketTypeRequest = z
  .object(ticketTypeFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' })
  .refine(salesWindowOk, salesWindowError);
export type UpdateTicketTypeRequest = z.input<typeof ZUpdateTicketTypeRequest>;

export const ZTicketType = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  name: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  quantity: z.number().int(),
  sold: z.number().int(),
  remaining: z.number().int(),
  salesStart: z.string().nullable(),
  salesEnd: z.string().nullable(),
  maxPerOrder: z.number().int().nullable(),
});
export type TicketType = z.infer<typeof ZTicketType>;

export const ZCreatePromoCodeRequest = z
  .object({
    /** Stored upper-case; unique per event regardless of case. */
    code: z
      .string({ error: 'Enter a code' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, { error: 'Use 3 to 20 letters and digits' }),
    percentOff: z
      .number()
      .int()
      .min(1, { error: 'From 1 to 100' })
      .max(100, { error: 'From 1 to 100' })
      .optional(),
    amountOffCents: z
      .number()
      .int()
      .min(1, { error: 'At least 1 cent' })
      .max(EVENT_LIMITS.maxPriceCents)
      .optional(),
    maxUses: z.number().int().min(1, { error: 'At least 1 use' }).nullable().optional(),
    validUntil: IsoDateTime.nullable().optional(),
    /** Empty or absent: the code applies to every ticket type of the event. */
    ticketTypeIds: z.array(z.uuid()).max(50).optional(),
  })
  .refine((v) => (v.percentOff === undefined) !== (v.amountOffCents === undefined), {
    error: 'Give either a percentage or an amount off',
    path: ['percentOff'],
  });
export type CreatePromoCodeRequest = z.input<typeof ZCreatePromoCodeRequest>;

export const ZPromoCode = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  used: z.number().int(),
  validUntil: z.string().nullable(),
  ticketTypeIds: z.array(z.uuid()),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof ZPromoCode>;

export const ZTicketTypeParams = z.object({ id: z.uuid({ error: 'Not a valid id' }), ttId: z.uuid() });
export const ZPromoCodeParams = z.object({ id: z.uuid({ error: 'Not a valid id' }), pcId: z.uuid() });

// ---- The event as the API answers it ----------------------------------------------------

export const ZEventOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  subscriberCount: z.number().int(),
});

export const ZAttendanceCounts = z.object({
  going: z.number().int(),
  maybe: z.number().int(),
  notGoing: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof ZAttendanceCounts>;

/** Present when the caller is signed in. */
export const ZEventViewer = z.object({
  rsvp: RsvpAnswer.nullable(),
  attendance: AttendanceAnswer.nullable(),
  isHost: z.boolean(),
  subscribed: z.boolean(),
  invited: z.boolean(),
});
export type EventViewer = z.infer<typeof ZEventViewer>;

export const ZGuestPreview = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  profilePhoto: z.string().nullable(),
});
export type GuestPreview = z.infer<typeof ZGuestPreview>;

export const ZEvent = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  status: EventStatus,
  visibility: EventVisibility,
  title: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  coverImage: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  venueName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  ageLimit: z.number().int().nullable(),
  accessibility: ZAccessibility,
  capacity: z.number().int().nullable(),
  settings: ZEventSettings,
  wizardStep: WizardStep.nullable(),
  /** Lowest ticket price, null without ticket types. */
  minPriceCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** The shareable link (`/event-details?id=…`). */
  url: z.string(),
  publishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancellationMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ticketTypes: z.array(ZTicketType),
  organization: ZEventOrganization,
  counts: ZAttendanceCounts,
  viewer: ZEventViewer.nullable(),
  /** Up to 5 Yes-RSVP guests who allow it; only when settings.guestListVisible. */
  guestListPreview: z.array(ZGuestPreview).optional(),
});
export type Event = z.infer<typeof ZEvent>;

/** A row of Discover, the host centre and the guest's events. */
export const ZEventCard = z.object({
  id: z.uuid(),
  status: EventStatus,
  visibility: EventVisibility,
  title: z.string().nullable(),
  coverImage: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  venueName: z.string().nullable(),
  city: z.string().nullable(),
  isOnline: z.boolean(),
  minPriceCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  goingCount: z.number().int(),
});
export type EventCard = z.infer<typeof ZEventCard>;

/** GET events (Discover). `q` searches words (and word starts) of title, host, venue and city. */
export const ZDiscoverQuery = z.object({
  date: DiscoverDateFilter.optional(),
  sort: SortOption.default('date_asc'),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  city: z
    .string()
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
});
export type HostEventsQuery = z.input<typeof ZHostEventsQuery>;

export const ZHostEventsPage = pageOf(ZEventCard).extend({
  counts: z.object({ upcoming: z.number().int(), past: z.number().int(), drafts: z.number().int() }),
});
export type HostEventsPage = z.infer<typeof ZHostEventsPage>;

/** GET me/events. Upcoming: Yes/Maybe RSVPs not ended; Invited: unanswered invitations; Attended: ended with Yes. */
export const ZMyEventsQuery = PageQuery.extend({ tab: GuestTab.default('upcoming') });
export type MyEventsQuery = z.input<typeof ZMyEventsQuery>;

export const ZMyEventCard = ZEventCard.extend({ rsvp: RsvpAnswer.nullable(), invited: z.boolean() });
export type MyEventCard = z.infer<typeof ZMyEventCard>;
export const ZMyEventsPage = pageOf(ZMyEventCard);
export type MyEventsPage = z.infer<typeof ZMyEventsPage>;

// ---- RSVPs and invitations --------------------------------------------------------------

export const ZRsvpRequest = z.object({ answer: RsvpAnswer });
export type RsvpRequest = z.input<typeof ZRsvpRequest>;

export const ZRsvp = z.object({
  eventId: z.uuid(),
  answer: RsvpAnswer,
  attendance: AttendanceAnswer,
  updatedAt: z.string(),
});
export type Rsvp = z.infer<typeof ZRsvp>;

/** A row of the host's RSVP list: names and answers, never contact details. */
export const ZEventRsvp = z.object({
  user: ZGuestPreview,
  answer: RsvpAnswer,
  attendance: AttendanceAnswer,
  updatedAt: z.string(),
});
export type EventRsvp = z.infer<typeof ZEventRsvp>;
export const ZEventRsvpsPage = pageOf(ZEventRsvp);
export type EventRsvpsPage = z.infer<typeof ZEventRsvpsPage>;

/** POST events/:id/invitations: exactly one of phone and email (errors under `contact`). */
export const ZCreateInvitationRequest = z
  .object({
    phone: PhoneNumber.optional(),
    email: Email.optional(),
  })
  .refine((v) => (v.phone ? 1 : 0) + (v.email ? 1 : 0) === 1, {
    error: 'Enter a phone number or an e-mail address',
    path: ['contact'],
  });
export type CreateInvitationRequest = z.input<typeof ZCreateInvitationRequest>;

export const ZInvitation = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  /** The address the host typed (normalised). */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The Mingle user with that phone or e-mail, when there is one. */
  invitee: ZGuestPreview.nullable(),
  answer: RsvpAnswer.nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof ZInvitation>;
export const ZInvitationsPage = pageOf(ZInvitation);
export type InvitationsPage = z.infer<typeof ZInvitationsPage>;
