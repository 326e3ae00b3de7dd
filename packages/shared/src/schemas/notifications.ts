import { z } from 'zod';
import { EventNotificationKind, NotificationType, RsvpDecision } from '../enums.ts';

export { EventNotificationKind } from '../enums.ts';

import { pageOf } from './common.ts';

/** Contract of the notification list. */

/**
 * The spec's three types plus `message` (direct chat) used by the social work and `team` (the
 * person was added to an organization's team).
 */
export const ZNotificationType = z.union([NotificationType, z.literal('message'), z.literal('team')]);
export type AnyNotificationType = z.infer<typeof ZNotificationType>;

/** Payload of an `event` notification: a host published, changed or cancelled an event. */
export const ZEventNotificationPayload = z.object({
  /** `rsvp`: the host approved or declined the person's request (see `decision`). */
  kind: EventNotificationKind,
  eventId: z.uuid(),
  title: z.string(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  /** The host's message when cancelled. */
  message: z.string().optional(),
  decision: RsvpDecision.optional(),
});
export type EventNotificationPayload = z.infer<typeof ZEventNotificationPayload>;

export const ZNotification = z.object({
  id: z.uuid(),
  type: ZNotificationType,
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

/** GET notifications: newest first, with the caller's unread count. */
export const ZNotificationsPage = pageOf(ZNotification).extend({ unread: z.number().int() });
export type NotificationsPage = z.infer<typeof ZNotificationsPage>;

/** POST notifications/read: the given ids, or every notification when `ids` (or the body) is absent. */
export const ZMarkNotificationsReadRequest = z
  .object({ ids: z.array(z.uuid()).min(1).max(100).optional() })
  .nullish();
export type MarkNotificationsReadRequest = z.input<typeof ZMarkNotificationsReadRequest>;

export const ZUnreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof ZUnreadCount>;
