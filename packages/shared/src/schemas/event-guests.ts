import { z } from 'zod';
import { AttendanceAnswer, RsvpAnswer, RsvpApproval, RsvpDecision } from '../enums.ts';
import { Email, PhoneNumber, pageOf } from './common.ts';
import { ZGuestPreview } from './event-common.ts';

export { RsvpDecision } from '../enums.ts';

/** RSVPs and invitations; events.ts re-exports them. */

export const ZRsvpRequest = z.object({ answer: RsvpAnswer });
export type RsvpRequest = z.input<typeof ZRsvpRequest>;

export const ZRsvp = z.object({
  eventId: z.uuid(),
  answer: RsvpAnswer,
  /** A Yes waiting for the host (pending) or refused (declined) reads Not Going. */
  attendance: AttendanceAnswer,
  approval: RsvpApproval,
  updatedAt: z.string(),
});
export type Rsvp = z.infer<typeof ZRsvp>;

/** A row of the host's RSVP list: names and answers, never contact details. */
export const ZEventRsvp = z.object({
  user: ZGuestPreview,
  answer: RsvpAnswer,
  /** Going when they hold a ticket, whatever they answered. */
  attendance: AttendanceAnswer,
  holdsTicket: z.boolean(),
  approval: RsvpApproval,
  updatedAt: z.string(),
});
export type EventRsvp = z.infer<typeof ZEventRsvp>;
export const ZEventRsvpsPage = pageOf(ZEventRsvp);
export type EventRsvpsPage = z.infer<typeof ZEventRsvpsPage>;

/** POST events/:id/rsvps/:userId/approve and …/decline (host only). */
export const ZRsvpDecisionParams = z.object({ id: z.uuid(), userId: z.uuid() });
export const ZRsvpDecisionResult = z.object({ userId: z.uuid(), approval: RsvpDecision });
export type RsvpDecisionResult = z.infer<typeof ZRsvpDecisionResult>;

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
  /**
   * The Mingle user with that phone or e-mail, once they answered the event after being
   * invited (and neither blocked the other); null otherwise, so the answer never shows whether
   * an address has an account.
   */
  invitee: ZGuestPreview.nullable(),
  answer: RsvpAnswer.nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof ZInvitation>;
export const ZInvitationsPage = pageOf(ZInvitation);
export type InvitationsPage = z.infer<typeof ZInvitationsPage>;
