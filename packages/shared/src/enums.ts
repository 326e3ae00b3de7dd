import { z } from 'zod';

/** The enumerations of the contract, declared once. */

export * from './list-filters.ts';
export const UserType = z.enum(['Host', 'Guest']);
export type UserType = z.infer<typeof UserType>;

export const Gender = z.enum(['Man', 'Woman', 'Non-Binary']);
export type Gender = z.infer<typeof Gender>;

export const Intent = z.enum(['Open to anything', 'Friendship', 'Dating']);
export type Intent = z.infer<typeof Intent>;

/** Icon name per intent: Open, Handshake, Heart for dating. */
export const INTENT_ICONS: Record<Intent, 'Open' | 'Handshake' | 'Heart'> = {
  'Open to anything': 'Open',
  Friendship: 'Handshake',
  Dating: 'Heart',
};

export const ConnectionStatus = z.enum(['Connection Request Sent', 'Matched']);
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

export const RsvpAnswer = z.enum(['Yes', 'Maybe', 'No']);
export type RsvpAnswer = z.infer<typeof RsvpAnswer>;
/** On approval-required events a guest's Yes or Maybe waits for the host; elsewhere approved. */
export const RsvpApproval = z.enum(['pending', 'approved', 'declined']);
export type RsvpApproval = z.infer<typeof RsvpApproval>;

export const AttendanceAnswer = z.enum(['Going', 'Maybe', 'Not Going']);
export type AttendanceAnswer = z.infer<typeof AttendanceAnswer>;

export const RSVP_TO_ATTENDANCE: Record<RsvpAnswer, AttendanceAnswer> = {
  Yes: 'Going',
  Maybe: 'Maybe',
  No: 'Not Going',
};

/**
 * The guest's public answer: a ticket means Going whatever they answered; a Yes
 * still waiting for the host's approval, or declined, is not Going. `ticketOnly`: on an
 * approval-required event that sells tickets the approval lets the guest buy, and only the
 * ticket makes them Going.
 */
export function attendanceFor(
  rsvp: RsvpAnswer,
  holdsTicket: boolean,
  approval?: RsvpApproval | null,
  ticketOnly?: boolean,
): AttendanceAnswer;
export function attendanceFor(
  rsvp: RsvpAnswer | null,
  holdsTicket: boolean,
  approval?: RsvpApproval | null,
  ticketOnly?: boolean,
): AttendanceAnswer | null;
export function attendanceFor(
  rsvp: RsvpAnswer | null,
  holdsTicket: boolean,
  approval: RsvpApproval | null = 'approved',
  ticketOnly = false,
): AttendanceAnswer | null {
  if (holdsTicket) return 'Going';
  if (rsvp === 'Yes' && approval !== 'approved' && approval !== null) return 'Not Going';
  if (rsvp === 'Yes' && ticketOnly) return 'Not Going';
  return rsvp ? RSVP_TO_ATTENDANCE[rsvp] : null;
}

export const TicketAction = z.enum(['Share', 'Redeem']);
export type TicketAction = z.infer<typeof TicketAction>;

export const ReportReason = z.enum([
  'Inappropriate Image',
  'Derogatory language',
  'General Incompatibility',
  'Other',
]);
export type ReportReason = z.infer<typeof ReportReason>;

export const NotificationType = z.enum(['event', 'like', 'matched']);
export type NotificationType = z.infer<typeof NotificationType>;

export const BannerVisibility = z.enum(['hidden', 'visible']);
export type BannerVisibility = z.infer<typeof BannerVisibility>;

export { SECTION_LABELS } from './labels.ts';

export const ChatRoomKind = z.enum(['event', 'direct', 'host']);
export type ChatRoomKind = z.infer<typeof ChatRoomKind>;

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

export const RsvpDecision = z.enum(['approved', 'declined']);
export type RsvpDecision = z.infer<typeof RsvpDecision>;

export const OrderStatus = z.enum(['pending', 'paid', 'expired', 'refunded', 'partially_refunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const PaymentProviderName = z.enum(['sandbox', 'stripe', 'free']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

export const WaitlistStatus = z.enum(['waiting', 'offered']);
export type WaitlistStatus = z.infer<typeof WaitlistStatus>;

export const PayoutAccountStatus = z.enum(['pending', 'verified', 'failed']);
export type PayoutAccountStatus = z.infer<typeof PayoutAccountStatus>;

export const PayoutProviderName = z.enum(['sandbox', 'stripe']);
export type PayoutProviderName = z.infer<typeof PayoutProviderName>;

export const KycStatus = z.enum(['KYC', 'KYC Requested', 'Completed']);
export type KycStatus = z.infer<typeof KycStatus>;

export const PayoutStatus = z.enum(['requested', 'processing', 'paid', 'failed']);
export type PayoutStatus = z.infer<typeof PayoutStatus>;

export const RealtimeErrorCode = z.enum([
  'FORBIDDEN',
  'RATE_LIMITED',
  'TOO_LONG',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'INTERNAL',
]);
export type RealtimeErrorCode = z.infer<typeof RealtimeErrorCode>;

/**
 * The viewer's side of a connection. `Request Received`: the other person sent a request the
 * viewer has not answered. A declined request still reads `Connection Request Sent` to its
 * sender (nobody is told they were declined).
 */
export const ViewerConnectionStatus = z.enum(['Connection Request Sent', 'Request Received', 'Matched']);
export type ViewerConnectionStatus = z.infer<typeof ViewerConnectionStatus>;

export const IntentIcon = z.enum(['Open', 'Handshake', 'Heart']);
export type IntentIcon = z.infer<typeof IntentIcon>;

export const TeamRole = z.enum(['owner', 'cohost', 'door']);
export type TeamRole = z.infer<typeof TeamRole>;

/** The roles the owner can give; there is one owner, the organization's creator. */
export const MemberRole = z.enum(['cohost', 'door'], { error: 'Choose co-host or door staff' });
export type MemberRole = z.infer<typeof MemberRole>;

/** What the activity log records; stored as text so a new kind never breaks reading old rows. */
export const ActivityAction = z.enum([
  'event.created',
  'event.edited',
  'event.published',
  'event.duplicated',
  'event.cancelled',
  'ticket.redeemed',
  'rsvp.approved',
  'rsvp.declined',
  'refund.approved',
  'refund.declined',
  'refund.mass',
  'payout.requested',
  'blast.sent',
  // Written before additions became invitations (docs/teams.md); old logs still hold it.
  'member.added',
  'member.invited',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'invitation.revoked',
  'invitation.declined',
  'ticket_type.created',
  'ticket_type.edited',
  'ticket_type.deleted',
  'promo_code.created',
  'promo_code.deleted',
  'chat.message_deleted',
  'report.reviewed',
  'organization.edited',
  'organization.picture_changed',
  'organization.picture_removed',
  'tax.set',
  'tax.removed',
  'tax_default.set',
  'tax_default.removed',
]);
export type ActivityAction = z.infer<typeof ActivityAction>;

export const TicketStatus = z.enum(['valid', 'redeemed', 'refunded', 'void']);
export type TicketStatus = z.infer<typeof TicketStatus>;

export const RefundRequestStatus = z.enum(['pending', 'approved', 'declined']);
export type RefundRequestStatus = z.infer<typeof RefundRequestStatus>;

/** The money side of an approved request; it follows the payment provider. */
export const RefundStatus = z.enum(['pending', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof RefundStatus>;

/** Text blasts: a blast's life, and each recipient's place in it. */
export const BlastStatus = z.enum(['draft', 'queued', 'sending', 'sent', 'failed', 'cancelled']);
export type BlastStatus = z.infer<typeof BlastStatus>;
export const RecipientStatus = z.enum([
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'skipped',
  'unknown',
]);
export type RecipientStatus = z.infer<typeof RecipientStatus>;

/** GSM-7 fits 160 characters per SMS segment, UCS-2 (emoji, most non-Latin letters) 70. */
export const SmsEncoding = z.enum(['GSM-7', 'UCS-2']);
export type SmsEncoding = z.infer<typeof SmsEncoding>;

/** What an inbound reply did: STOP, START, HELP, or nothing. */
export const InboundSmsAction = z.enum(['opted_out', 'opted_in', 'help', 'none']);
export type InboundSmsAction = z.infer<typeof InboundSmsAction>;

/** Report downloads; each query states its own message for a wrong value. */
export const ExportFormat = z.enum(['json', 'csv']);
export type ExportFormat = z.infer<typeof ExportFormat>;

export const OtpChannel = z.enum(['sms', 'email']);
export type OtpChannel = z.infer<typeof OtpChannel>;

/** The providers that take a card at checkout; `free` orders never reach one. */
export const CardPaymentProvider = PaymentProviderName.exclude(['free']);
export type CardPaymentProvider = z.infer<typeof CardPaymentProvider>;

/** `rsvp`: the host approved or declined the person's request. */
export const EventNotificationKind = z.enum(['published', 'changed', 'cancelled', 'rsvp', 'ticket_refunded']);
export type EventNotificationKind = z.infer<typeof EventNotificationKind>;

/** A team invitation's state as its sender sees it right after sending: always pending. */
export const TeamInvitationStatus = z.enum(['pending']);
export type TeamInvitationStatus = z.infer<typeof TeamInvitationStatus>;

/** How a promo code takes money off: a percentage or a fixed amount. */
export const DiscountKind = z.enum(['percent', 'amount']);
export type DiscountKind = z.infer<typeof DiscountKind>;
