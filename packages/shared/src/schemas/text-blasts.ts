import { z } from 'zod';
import { BlastStatus, InboundSmsAction, RecipientStatus, SmsEncoding } from '../enums.ts';
import { SMS_MAX_CHARACTERS } from '../sms-segments.ts';
import { IsoDateTime, PageQuery, pageOf, Text } from './common.ts';

/** Contract of text blasts: audiences, drafts, sending, per-recipient status, replies by SMS. */

export const BLAST_SEGMENTS = [
  'going',
  'maybe',
  'checked_in',
  'not_checked_in',
  'invited',
  'subscribers',
] as const;
export type BlastBaseSegment = (typeof BLAST_SEGMENTS)[number];
/** One of BLAST_SEGMENTS, or `ticket_type:<id>` (holders of one ticket type of the event). */
export type BlastSegment = BlastBaseSegment | `ticket_type:${string}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ZBlastSegment = z
  .string()
  .trim()
  .refine((s) => (BLAST_SEGMENTS as readonly string[]).includes(s) || /^ticket_type:/.test(s), {
    error: `Use ${BLAST_SEGMENTS.join(', ')} or ticket_type:<id>`,
  })
  .refine((s) => !s.startsWith('ticket_type:') || UUID.test(s.slice('ticket_type:'.length)), {
    error: 'ticket_type needs a ticket type id',
  })
  .transform((s) => s.toLowerCase() as BlastSegment);

const Segments = z
  .array(ZBlastSegment)
  .min(1, { error: 'Choose at least one group' })
  .max(20)
  .transform((list) => [...new Set(list)]);

/** Events need an event; `subscribers` is the organization's and needs none. */
const OrganizationId = z.uuid({ error: 'Not a valid organization id' }).optional();

export const ZAudienceQuery = z.object({
  eventId: z.uuid({ error: 'Not a valid event id' }).optional(),
  organizationId: OrganizationId,
  segments: z
    .string({ error: 'Choose at least one group' })
    .transform((s) => s.split(',').filter((p) => p.trim() !== ''))
    .pipe(Segments),
});
export type AudienceQuery = z.input<typeof ZAudienceQuery>;

export const ZAudience = z.object({
  /** People with a phone number who have not opted out, each once. */
  reachable: z.number().int(),
  excluded: z.object({ noPhone: z.number().int(), optedOut: z.number().int() }),
  /** Reachable people per chosen group (one person may be in several). */
  bySegment: z.record(z.string(), z.number().int()),
});
export type Audience = z.infer<typeof ZAudience>;

export const ZBlastEventsQuery = PageQuery.extend({ organizationId: OrganizationId });

export const ZBlastEvent = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  startsAt: z.string().nullable(),
  /** The event's zone (IANA), in which its start is written. */
  timeZone: z.string().nullable(),
  status: z.string(),
  ticketTypes: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Everyone the event can text: going, maybe and invited, with a phone and not opted out. */
  reachable: z.number().int(),
});
export type BlastEvent = z.infer<typeof ZBlastEvent>;
export const ZBlastEventsPage = pageOf(ZBlastEvent);
export type BlastEventsPage = z.infer<typeof ZBlastEventsPage>;

const Body = Text({ error: 'Write your message' })
  .trim()
  .min(1, { error: 'Write your message' })
  .max(SMS_MAX_CHARACTERS, { error: `At most ${SMS_MAX_CHARACTERS} characters` });

export const ZCreateBlastRequest = z.object({
  eventId: z.uuid({ error: 'Not a valid event id' }).nullish(),
  organizationId: OrganizationId,
  segments: Segments,
  body: Body,
});
export type CreateBlastRequest = z.input<typeof ZCreateBlastRequest>;

export const ZUpdateBlastRequest = z.object({ segments: Segments.optional(), body: Body.optional() });
export type UpdateBlastRequest = z.input<typeof ZUpdateBlastRequest>;

export const ZSendBlastRequest = z.object({ scheduledAt: IsoDateTime.nullish() }).nullish();
export type SendBlastRequest = z.input<typeof ZSendBlastRequest>;

export { BlastStatus, InboundSmsAction, RecipientStatus, SmsEncoding } from '../enums.ts';
/** The values in order, for lists and filters. */
export const BLAST_STATUSES = BlastStatus.options;
export const RECIPIENT_STATUSES = RecipientStatus.options;

export const ZBlastCounts = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  unknown: z.number().int(),
});
export type BlastCounts = z.infer<typeof ZBlastCounts>;

export const ZBlast = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  eventId: z.uuid().nullable(),
  eventTitle: z.string().nullable(),
  segments: z.array(z.string()),
  body: z.string(),
  status: BlastStatus,
  /** Draft: who would get it now; once sent, the fixed recipient list. */
  recipientCount: z.number().int(),
  characters: z.number().int(),
  smsSegments: z.number().int(),
  encoding: SmsEncoding,
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  /** When the host pressed send. */
  queuedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  counts: ZBlastCounts,
  /** Share of recipients no longer queued or sending, 0–1. */
  progress: z.number().min(0).max(1),
});
export type Blast = z.infer<typeof ZBlast>;

export const ZBlastsQuery = PageQuery.extend({ organizationId: OrganizationId });
export const ZBlastsPage = pageOf(ZBlast);
export type BlastsPage = z.infer<typeof ZBlastsPage>;

export const ZRecipientsQuery = PageQuery.extend({ status: RecipientStatus.optional() });
export const ZBlastRecipient = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Hosts never see the number. */
  phoneLast4: z.string(),
  status: RecipientStatus,
  error: z.string().optional(),
  updatedAt: z.string(),
});
export type BlastRecipient = z.infer<typeof ZBlastRecipient>;
export const ZRecipientsPage = pageOf(ZBlastRecipient);
export type RecipientsPage = z.infer<typeof ZRecipientsPage>;

/** POST dev/inbound-sms: a reply as a phone would send it. */
export const ZDevInboundSms = z.object({
  from: Text({ error: 'Enter the phone number' }).trim().min(1).max(40),
  body: Text().max(SMS_MAX_CHARACTERS),
});
export type DevInboundSms = z.input<typeof ZDevInboundSms>;

export const ZInboundSmsResult = z.object({
  action: InboundSmsAction,
});
export type InboundSmsResult = z.infer<typeof ZInboundSmsResult>;

/** Live progress of a blast, pushed to the host's sockets. */
export const ZBlastProgressFrame = z.object({
  type: z.literal('blast_progress'),
  blast: z.object({
    id: z.uuid(),
    status: BlastStatus,
    counts: ZBlastCounts,
    progress: z.number(),
  }),
});
export type BlastProgressFrame = z.infer<typeof ZBlastProgressFrame>;
