import {
  ageLimitIssue,
  EVENT_LIMITS,
  type Event,
  type UpdateEventRequest,
} from '@mingle/shared/schemas/events';
import { z } from 'zod';

export const EventInfoForm = z.object({
  description: z.string().max(EVENT_LIMITS.descriptionMax, { error: 'The description is too long' }),
  // Typed in full (no maxlength: "150" must not be cut to "15"), then refused with the server's words.
  ageLimit: z
    .string()
    .trim()
    .refine((v) => /^\d*$/.test(v) && !ageLimitIssue(v === '' ? null : Number(v)), {
      error: ageLimitIssue(-1),
    }),
  stepFreeAccess: z.boolean(),
  captioningOrAsl: z.boolean(),
  quietSpace: z.boolean(),
  allGenderRestrooms: z.boolean(),
  notes: z
    .string()
    .trim()
    .max(EVENT_LIMITS.notesMax, { error: `At most ${EVENT_LIMITS.notesMax} characters` }),
});

export type EventInfoValues = z.input<typeof EventInfoForm>;
export type EventInfoField = keyof EventInfoValues;

export const EVENT_INFO_FIELDS: readonly EventInfoField[] = [
  'description',
  'ageLimit',
  'stepFreeAccess',
  'captioningOrAsl',
  'quietSpace',
  'allGenderRestrooms',
  'notes',
];

export const EVENT_INFO_ALIASES: Partial<Record<string, EventInfoField>> = {
  'accessibility.notes': 'notes',
  'accessibility.stepFreeAccess': 'stepFreeAccess',
  'accessibility.captioningOrAsl': 'captioningOrAsl',
  'accessibility.quietSpace': 'quietSpace',
  'accessibility.allGenderRestrooms': 'allGenderRestrooms',
};

export function eventInfoDefaults(event: Event | undefined): EventInfoValues {
  const a = event?.accessibility;
  return {
    description: event?.description ?? '',
    ageLimit: event?.ageLimit ? String(event.ageLimit) : '',
    stepFreeAccess: a?.stepFreeAccess ?? false,
    captioningOrAsl: a?.captioningOrAsl ?? false,
    quietSpace: a?.quietSpace ?? false,
    allGenderRestrooms: a?.allGenderRestrooms ?? false,
    notes: a?.notes ?? '',
  };
}

/** True when the editor holds no text at all (e.g. "<p><br></p>" after deleting everything). */
export function isBlankHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

export function eventInfoRequest(v: EventInfoValues): UpdateEventRequest {
  const age = v.ageLimit.trim() === '' ? 0 : Number(v.ageLimit);
  return {
    description: isBlankHtml(v.description) ? null : v.description,
    ageLimit: age > 0 ? age : null,
    accessibility: {
      stepFreeAccess: v.stepFreeAccess,
      captioningOrAsl: v.captioningOrAsl,
      quietSpace: v.quietSpace,
      allGenderRestrooms: v.allGenderRestrooms,
      notes: v.notes.trim() === '' ? null : v.notes.trim(),
    },
  };
}
