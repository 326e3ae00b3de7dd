import { z } from 'zod';
import { WizardStep } from '../enums.ts';
import { IsoDateTime, Text } from './common.ts';

export { EventStatus, EventVisibility, WizardStep } from '../enums.ts';

/** Building blocks shared by the event contract files (events.ts re-exports all of them). */

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
export const TimeZone = Text({ error: 'Choose a time zone' })
  .trim()
  .min(1, { error: 'Choose a time zone' })
  .refine(isTimeZone, { error: 'Choose a valid time zone' });

export { IsoDateTime };

export const ZGuestPreview = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  profilePhoto: z.string().nullable(),
});
export type GuestPreview = z.infer<typeof ZGuestPreview>;

/** The event a match, request or chat belongs to, as lists show it. */
export const ZEventRef = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  startsAt: z.string().nullable(),
});
export type EventRef = z.infer<typeof ZEventRef>;

/** The connect window: from a day before the event starts until two days after it ends. */
export const CONNECT_WINDOW = { opensHoursBefore: 24, closesHoursAfter: 48 } as const;

/** When guests of an event may send connection requests; null until it has a start and an end. */
export const ZConnectWindow = z.object({ opensAt: z.string(), closesAt: z.string() });
export type ConnectWindow = z.infer<typeof ZConnectWindow>;

const HOUR_MS = 60 * 60 * 1000;

export function connectWindowOf(startsAt: Date | null, endsAt: Date | null): ConnectWindow | null {
  if (!startsAt || !endsAt) return null;
  return {
    opensAt: new Date(startsAt.getTime() - CONNECT_WINDOW.opensHoursBefore * HOUR_MS).toISOString(),
    closesAt: new Date(endsAt.getTime() + CONNECT_WINDOW.closesHoursAfter * HOUR_MS).toISOString(),
  };
}
