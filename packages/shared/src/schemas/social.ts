import { z } from 'zod';
import {
  Gender,
  INTENT_ICONS,
  Intent,
  IntentIcon,
  ReportReason,
  ReportStatusFilter,
  ViewerConnectionStatus,
} from '../enums.ts';
import { PageQuery, pageOf, Text } from './common.ts';
import { ZEventRef } from './event-common.ts';

export { IntentIcon, ReportStatusFilter, ViewerConnectionStatus } from '../enums.ts';
export { CONNECT_WINDOW, type ConnectWindow, connectWindowOf } from './event-common.ts';

/** Contract of the social calls: guest lists, public profiles, connections, blocks and reports. */

/** People reported by this many different people are hidden from guest lists until reviewed. */
export const REPORT_HIDE_THRESHOLD = 3;
export const REPORT_NOTE_MAX = 1000;

export const intentIcon = (intent: Intent): IntentIcon => INTENT_ICONS[intent];

export const ZGuestsQuery = PageQuery.extend({ intent: Intent.optional(), gender: Gender.optional() });
export type GuestsQuery = z.input<typeof ZGuestsQuery>;

/** A card of the Guest List: what the guest allows others to see, never phone or e-mail. */
export const ZGuestCard = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  /** Null when the guest hides it. */
  age: z.number().int().nullable(),
  intent: Intent.nullable(),
  intentIcon: IntentIcon.nullable(),
  gender: Gender.nullable(),
  profilePhoto: z.string().nullable(),
  connectionStatus: ViewerConnectionStatus.nullable(),
});
export type GuestCard = z.infer<typeof ZGuestCard>;
export const ZGuestsPage = pageOf(ZGuestCard);
export type GuestsPage = z.infer<typeof ZGuestsPage>;

export const ZPublicProfileQuery = z.object({
  eventId: z.uuid({ error: 'Not a valid event id' }).optional(),
});
export type PublicProfileQuery = z.input<typeof ZPublicProfileQuery>;

export const ZPublicProfile = ZGuestCard.extend({ bio: z.string().nullable() });
export type PublicProfile = z.infer<typeof ZPublicProfile>;

export const ZConnectionRequest = z.object({ eventId: z.uuid({ error: 'Choose the event you met at' }) });
export type ConnectionRequest = z.input<typeof ZConnectionRequest>;

/** The viewer's connection state with that person after the call; null when there is none. */
export const ZConnectionState = z.object({ status: ViewerConnectionStatus.nullable() });
export type ConnectionState = z.infer<typeof ZConnectionState>;

/** A person as lists other than the guest list show them. */
export const ZPersonSummary = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  profilePhoto: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof ZPersonSummary>;

export const ZMatch = z.object({
  user: ZPersonSummary,
  eventId: z.uuid(),
  /** Where they met. */
  event: ZEventRef,
  roomId: z.uuid(),
  matchedAt: z.string(),
});
export type Match = z.infer<typeof ZMatch>;
export const ZMatchesPage = pageOf(ZMatch);
export type MatchesPage = z.infer<typeof ZMatchesPage>;

/** A received, unanswered request; `intent` is the sender's intent when they sent it. */
export const ZConnectionRequestItem = z.object({
  user: ZPersonSummary,
  eventId: z.uuid(),
  event: ZEventRef,
  intent: Intent.nullable(),
  intentIcon: IntentIcon.nullable(),
  sentAt: z.string(),
});
export type ConnectionRequestItem = z.infer<typeof ZConnectionRequestItem>;
export const ZConnectionRequestsPage = pageOf(ZConnectionRequestItem);
export type ConnectionRequestsPage = z.infer<typeof ZConnectionRequestsPage>;

export const ZBlockState = z.object({ blocked: z.boolean() });
export type BlockState = z.infer<typeof ZBlockState>;

export const ZReportRequest = z.object({
  reason: ReportReason,
  note: Text()
    .trim()
    .max(REPORT_NOTE_MAX, { error: `At most ${REPORT_NOTE_MAX} characters` })
    .optional()
    .transform((v) => v || null),
  eventId: z.uuid({ error: 'Not a valid event id' }).optional(),
});
export type ReportRequest = z.input<typeof ZReportRequest>;

export const ZReportReceipt = z.object({ reportId: z.uuid(), blocked: z.literal(true) });
export type ReportReceipt = z.infer<typeof ZReportReceipt>;

/**
 * A row of the host's moderation list. The reporter is not named (so nobody is punished for
 * reporting); `openReports` counts the different people with unreviewed reports about the
 * target, and `hidden` says whether that hides the target from guest lists.
 */
export const ZModerationReport = z.object({
  id: z.uuid(),
  target: ZPersonSummary,
  reason: ReportReason,
  note: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  openReports: z.number().int(),
  hidden: z.boolean(),
});
export type ModerationReport = z.infer<typeof ZModerationReport>;
export const ZModerationPage = pageOf(ZModerationReport);
export type ModerationPage = z.infer<typeof ZModerationPage>;

export const ZReportsQuery = PageQuery.extend({
  status: ReportStatusFilter.default('open'),
});
export type ReportsQuery = z.input<typeof ZReportsQuery>;
