import {
  EVENT_LIMITS,
  type Event,
  EventVisibility,
  type UpdateEventRequest,
} from '@mingle/shared/schemas/events';
import { z } from 'zod';

export const GeneralSettingsForm = z.object({
  visibility: EventVisibility,
  guestListVisible: z.boolean(),
  matchingOn: z.boolean(),
  chatOn: z.boolean(),
  approvalRequired: z.boolean(),
  capacity: z
    .string()
    .trim()
    .regex(/^\d{0,7}$/, { error: 'Enter a number of guests, or leave it empty' })
    .refine((v) => v === '' || (Number(v) >= 1 && Number(v) <= EVENT_LIMITS.maxQuantity), {
      error: 'At least 1',
    }),
});

export type GeneralSettingsValues = z.input<typeof GeneralSettingsForm>;
export type GeneralSettingsField = keyof GeneralSettingsValues;

export const GENERAL_SETTINGS_FIELDS: readonly GeneralSettingsField[] = [
  'visibility',
  'guestListVisible',
  'matchingOn',
  'chatOn',
  'approvalRequired',
  'capacity',
];

export const GENERAL_SETTINGS_ALIASES: Partial<Record<string, GeneralSettingsField>> = {
  'settings.guestListVisible': 'guestListVisible',
  'settings.matchingOn': 'matchingOn',
  'settings.chatOn': 'chatOn',
  'settings.approvalRequired': 'approvalRequired',
};

export function generalSettingsDefaults(event: Event | undefined): GeneralSettingsValues {
  return {
    visibility: event?.visibility ?? 'public',
    guestListVisible: event?.settings.guestListVisible ?? true,
    matchingOn: event?.settings.matchingOn ?? true,
    chatOn: event?.settings.chatOn ?? true,
    approvalRequired: event?.settings.approvalRequired ?? false,
    capacity: event?.capacity ? String(event.capacity) : '',
  };
}

export function generalSettingsRequest(v: GeneralSettingsValues): UpdateEventRequest {
  return {
    visibility: v.visibility,
    capacity: v.capacity.trim() === '' ? null : Number(v.capacity),
    settings: {
      guestListVisible: v.guestListVisible,
      matchingOn: v.matchingOn,
      chatOn: v.chatOn,
      approvalRequired: v.approvalRequired,
    },
  };
}
