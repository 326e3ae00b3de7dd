import {
  EVENT_LIMITS,
  type Event,
  eventTimeIssue,
  TimeZone,
  type UpdateEventRequest,
} from '@mingle/shared/schemas/events';
import { utcToWallTime, wallTimeToUtc } from '@mingle/shared/zoned-time';
import { z } from 'zod';
import { defaultEventTimes } from './date-defaults.ts';

export const PLACE_KINDS = ['venue', 'online'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

const text = (max: number, tooLong = `At most ${max} characters`) =>
  z.string().trim().max(max, { error: tooLong });

/**
 * Basic details as the host types them: date and time are wall-clock values in the chosen
 * zone; they become UTC instants only when sent. The checks mirror the server's step checks,
 * so the host sees the same messages before and after a round trip.
 */
export const BasicDetailsForm = z
  .object({
    title: text(EVENT_LIMITS.titleMax).min(1, { error: 'Give your event a title' }),
    startDate: z.string().min(1, { error: 'Choose the start date' }),
    startTime: z.string().min(1, { error: 'Choose the start time' }),
    endDate: z.string().min(1, { error: 'Choose the end date' }),
    endTime: z.string().min(1, { error: 'Choose the end time' }),
    timeZone: TimeZone,
    placeKind: z.enum(PLACE_KINDS),
    venueName: text(EVENT_LIMITS.placeMax),
    address: text(EVENT_LIMITS.placeMax),
    city: text(EVENT_LIMITS.cityMax),
    onlineUrl: text(2000),
  })
  .superRefine((v, ctx) => {
    const start = wallTimeToUtc({ date: v.startDate, time: v.startTime }, v.timeZone);
    const end = wallTimeToUtc({ date: v.endDate, time: v.endTime }, v.timeZone);
    if (v.startDate && v.startTime && !start)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Enter a real date' });
    if (v.endDate && v.endTime && !end)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Enter a real date' });
    if (start && end) {
      const issue = eventTimeIssue(start.toISOString(), end.toISOString());
      if (issue) ctx.addIssue({ code: 'custom', path: ['endDate'], message: issue });
    }
    if (v.placeKind === 'venue') {
      if (!v.address)
        ctx.addIssue({ code: 'custom', path: ['address'], message: 'Add the address of the venue' });
      if (!v.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'Add the city' });
    } else if (!/^https?:\/\/\S+\.\S+/i.test(v.onlineUrl)) {
      ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'Enter a link starting with https://' });
    }
  });

/**
 * The form as the page checks it: a start in the past is refused here, on step 1, as the server
 * would (422 on `startsAt`), unless it is the start already saved (an event under way).
 */
export function basicDetailsSchema(savedStartsAt: string | null, now: () => number = Date.now) {
  return BasicDetailsForm.superRefine((v, ctx) => {
    const start = wallTimeToUtc({ date: v.startDate, time: v.startTime }, v.timeZone);
    if (!start || start.getTime() > now()) return;
    if (savedStartsAt !== null && Date.parse(savedStartsAt) === start.getTime()) return;
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Choose a start in the future' });
  });
}

export type BasicDetailsValues = z.input<typeof BasicDetailsForm>;
export type BasicDetailsField = keyof BasicDetailsValues;

export const BASIC_DETAILS_FIELDS: readonly BasicDetailsField[] = [
  'title',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'timeZone',
  'placeKind',
  'venueName',
  'address',
  'city',
  'onlineUrl',
];

/** Where the server's messages for this step land on the form. */
export function basicDetailsAliases(placeKind: PlaceKind): Partial<Record<string, BasicDetailsField>> {
  return {
    startsAt: 'startDate',
    endsAt: 'endDate',
    place: placeKind === 'online' ? 'onlineUrl' : 'address',
  };
}

/**
 * The form's starting values: the draft's, or for a draft without times the suggested next
 * Friday or Saturday evening (`defaultEventTimes`) in the host's zone.
 */
export function basicDetailsDefaults(
  event: Event | undefined,
  browserZone: string,
  now = new Date(),
): BasicDetailsValues {
  const timeZone = event?.timeZone ?? browserZone;
  const start = event?.startsAt ? utcToWallTime(event.startsAt, timeZone) : null;
  const end = event?.endsAt ? utcToWallTime(event.endsAt, timeZone) : null;
  const online = Boolean(event?.onlineUrl) && !event?.address;
  const times =
    start || end
      ? {
          startDate: start?.date ?? '',
          startTime: start?.time ?? '',
          endDate: end?.date ?? '',
          endTime: end?.time ?? '',
        }
      : defaultEventTimes(now, timeZone);
  return {
    title: event?.title ?? '',
    ...times,
    timeZone,
    placeKind: online ? 'online' : 'venue',
    venueName: event?.venueName ?? '',
    address: event?.address ?? '',
    city: event?.city ?? '',
    onlineUrl: event?.onlineUrl ?? '',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The request for these values. Unfinished input (a date without a time, say) is left out
 * rather than sent half-made, so "Save draft" keeps what is usable. The cover is never part
 * of it: covers are only pictures uploaded to Mingle (POST events/:id/cover).
 */
export function basicDetailsRequest(v: BasicDetailsValues): UpdateEventRequest {
  const start = wallTimeToUtc({ date: v.startDate, time: v.startTime }, v.timeZone);
  const end = wallTimeToUtc({ date: v.endDate, time: v.endTime }, v.timeZone);
  const online = v.placeKind === 'online';
  const request: UpdateEventRequest = {
    title: orNull(v.title),
    timeZone: v.timeZone,
    venueName: online ? null : orNull(v.venueName),
    address: online ? null : orNull(v.address),
    city: orNull(v.city),
    onlineUrl: online ? orNull(v.onlineUrl) : null,
  };
  if (start) request.startsAt = start.toISOString();
  if (end) request.endsAt = end.toISOString();
  return request;
}
