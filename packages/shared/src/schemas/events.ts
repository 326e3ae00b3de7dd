import { z } from 'zod';
import { AttendanceAnswer, RsvpAnswer, RsvpApproval } from '../enums.ts';
import { Text } from './common.ts';
import {
  EVENT_LIMITS,
  EventStatus,
  EventVisibility,
  IsoDateTime,
  TimeZone,
  WIZARD_STEPS,
  WizardStep,
  ZConnectWindow,
  ZGuestPreview,
} from './event-common.ts';
import { ZTicketType } from './event-ticketing.ts';
import { ZTax } from './taxes.ts';

/**
 * Contract of the event calls; the client and the API share
 * it. The building blocks, ticketing, lists and guest calls live in the event-*.ts files beside
 * this one and are re-exported here, so `@mingle/shared/schemas/events` has every name.
 */
export * from './event-common.ts';
export * from './event-guests.ts';
export * from './event-lists.ts';
export * from './event-ticketing.ts';

/** Optional text: trimmed; an empty string clears the field (stored as null). */
function optionalText(max: number) {
  return Text()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .transform((v) => (v === '' ? null : v))
    .nullable();
}

const HttpUrl = z.url({ protocol: /^https?$/, error: 'Enter a link starting with https://' }).max(2000);

/**
 * An image uploaded to Mingle (/uploads/…), never a third-party address: an outside image
 * would let its server see, and track, everyone who opens the page.
 */
const ImageUrl = Text()
  .trim()
  .max(2000)
  .regex(/^\/uploads\/[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9]+$/i, { error: 'Upload the cover picture' });

/** A percentage of the cover's width or height: 0 is the left or top edge, 50 the centre. */
const CoverFocus = z
  .number({ error: 'A whole number from 0 to 100' })
  .int({ error: 'A whole number from 0 to 100' })
  .min(0, { error: 'A whole number from 0 to 100' })
  .max(100, { error: 'A whole number from 0 to 100' });

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
  description: Text().max(EVENT_LIMITS.descriptionMax, { error: 'The description is too long' }).nullable(),
  coverImage: ImageUrl.nullable(),
  /** The point of the cover kept in view when it is cropped (docs/adr/0009-one-cover-shape.md). */
  coverFocusX: CoverFocus,
  coverFocusY: CoverFocus,
  startsAt: IsoDateTime.nullable(),
  endsAt: IsoDateTime.nullable(),
  timeZone: TimeZone.nullable(),
  venueName: optionalText(EVENT_LIMITS.placeMax),
  address: optionalText(EVENT_LIMITS.placeMax),
  city: optionalText(EVENT_LIMITS.cityMax),
  onlineUrl: HttpUrl.nullable(),
  /**
   * Minimum age of guests; 0 or null means all ages. From 0 to EVENT_LIMITS.maxAgeLimit: the
   * server answers any other whole number with 422 on `ageLimit` (`ageLimitIssue`).
   */
  ageLimit: z.number().int().nullable(),
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

export const ZCreateEventRequest = ZEventFields.partial().extend({
  /** For someone on several teams, whose event it is (default: their own, else the first they co-host). */
  organizationId: z.uuid({ error: 'Not a valid id' }).optional(),
});
export type CreateEventRequest = z.input<typeof ZCreateEventRequest>;

/**
 * PATCH events/:id. A start moved into the past is refused (422 on `startsAt`). When `wizardStep` is present the host is completing that step: the merged
 * event must pass that step's checks (see `eventStepIssues`), otherwise 422 with `fields` and
 * nothing is saved. Without `wizardStep` it is a plain save of a draft in progress.
 */
export const ZUpdateEventRequest = ZEventFields.partial()
  .extend({
    /**
     * On a published event, whether guests hear about a new date or place (default true);
     * false saves the change without telling anyone.
     */
    notifyGuests: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).some((key) => key !== 'notifyGuests'), { error: 'Nothing to update' });
export type UpdateEventRequest = z.input<typeof ZUpdateEventRequest>;

export const ZCancelEventRequest = z.object({
  message: Text({ error: 'Tell your guests why the event is cancelled' })
    .trim()
    .min(1, { error: 'Tell your guests why the event is cancelled' })
    .max(EVENT_LIMITS.cancellationMessageMax, {
      error: `At most ${EVENT_LIMITS.cancellationMessageMax} characters`,
    }),
  /**
   * Refund every paid ticket, buyer fees included, in the same step (the default when paid
   * tickets exist). `false` cancels and leaves the money for a refund later.
   */
  refund: z.boolean({ error: 'refund is true or false' }).optional(),
  /** The total the host was shown (POST events/:id/refunds/preview); 409 when it changed since. */
  expectedRefundCents: z.number({ error: 'A whole number of cents' }).int().min(0).optional(),
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

/** The message for `ageLimit` when it is out of range, else undefined. */
export function ageLimitIssue(ageLimit: number | null | undefined): string | undefined {
  if (ageLimit === null || ageLimit === undefined) return undefined;
  return ageLimit < 0 || ageLimit > EVENT_LIMITS.maxAgeLimit
    ? `Enter a minimum age from 0 to ${EVENT_LIMITS.maxAgeLimit}, or leave it empty`
    : undefined;
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
  /** Where the host's decision on that answer stands (null without an RSVP). */
  rsvpApproval: RsvpApproval.nullable(),
  /** Going with a ticket or a Yes RSVP (a ticket wins over Maybe or No), else the RSVP's answer. */
  attendance: AttendanceAnswer.nullable(),
  isHost: z.boolean(),
  subscribed: z.boolean(),
  invited: z.boolean(),
  /** Holds a valid or redeemed ticket for this event. */
  holdsTicket: z.boolean(),
  /** One of those tickets (a valid one first), for "You're going" to open; null without one. */
  ticketId: z.uuid().nullable().optional(),
});
export type EventViewer = z.infer<typeof ZEventViewer>;
export const ZEvent = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  status: EventStatus,
  visibility: EventVisibility,
  title: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  coverImage: z.string().nullable(),
  /** The cover's focal point in percent (50/50 is the centre); `object-position` on screen. */
  coverFocusX: z.number().int(),
  coverFocusY: z.number().int(),
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
  /** The event's tax; null when untaxed (priceDisplay of tax-labels.ts shows it). */
  tax: ZTax.nullable(),
  /** The shareable link (`/event-details?id=…`). */
  url: z.string(),
  publishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancellationMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ticketTypes: z.array(ZTicketType),
  organization: ZEventOrganization,
  /** Each person once; going counts ticket holders and Yes RSVPs. */
  counts: ZAttendanceCounts,
  viewer: ZEventViewer.nullable(),
  /** When its guests may connect (`CONNECT_WINDOW`), so screens can say when it opens. */
  connectWindow: ZConnectWindow.nullable(),
  /** Up to 5 Going guests (ticket or Yes RSVP) who allow it; only when settings.guestListVisible. */
  guestListPreview: z.array(ZGuestPreview).optional(),
});
export type Event = z.infer<typeof ZEvent>;
