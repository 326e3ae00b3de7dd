import { z } from 'zod';
import { type ActivityAction, MemberRole, TeamInvitationStatus, TeamRole } from '../enums.ts';
import { Email, PageQuery, PhoneNumber, pageOf } from './common.ts';

export { ActivityAction, MemberRole, TeamInvitationStatus, TeamRole } from '../enums.ts';

/** Contract of the team calls: an organization's co-hosts and door staff, and its activity log. */

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  cohost: 'Co-host',
  door: 'Door staff',
};

/** POST organizations/:id/members: a phone number or an e-mail address, and the role. */
export const ZAddMemberRequest = z
  .object({ phone: PhoneNumber.optional(), email: Email.optional(), role: MemberRole })
  .refine((v) => Boolean(v.phone) !== Boolean(v.email), {
    error: 'Enter a phone number or an e-mail address',
    path: ['phone'],
  });
export type AddMemberRequest = z.input<typeof ZAddMemberRequest>;

/** PATCH organizations/:id/members/:userId */
export const ZUpdateMemberRequest = z.object({ role: MemberRole });
export type UpdateMemberRequest = z.input<typeof ZUpdateMemberRequest>;

export const ZMemberParams = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  userId: z.uuid({ error: 'Not a valid id' }),
});
export const ZMemberInvitationParams = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  invitationId: z.uuid({ error: 'Not a valid id' }),
});

export const ZMember = z.object({
  userId: z.uuid(),
  name: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  role: TeamRole,
  addedAt: z.string(),
});
export type Member = z.infer<typeof ZMember>;

/** GET organizations/:id/members: the owner first, then everyone else by when they joined. */
export const ZMembersList = z.object({ items: z.array(ZMember) });
export type MembersList = z.infer<typeof ZMembersList>;

/** An invitation waiting for its person to accept it (the owner's view: the address it went to). */
export const ZMemberInvitation = z.object({
  id: z.uuid(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: MemberRole,
  createdAt: z.string(),
});
export type MemberInvitation = z.infer<typeof ZMemberInvitation>;
export const ZMemberInvitationsList = z.object({ items: z.array(ZMemberInvitation) });
export type MemberInvitationsList = z.infer<typeof ZMemberInvitationsList>;

/**
 * The answer to adding someone: always an invitation, the same whether or not the address
 * has an account (no name, photo or id of the person).
 */
export const ZAddMemberResult = z.object({
  id: z.uuid(),
  role: MemberRole,
  status: TeamInvitationStatus,
});
export type AddMemberResult = z.infer<typeof ZAddMemberResult>;

/** GET me/team-invitations: an invitation to the caller's phone or e-mail, waiting for an answer. */
export const ZMyTeamInvitation = z.object({
  id: z.uuid(),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  role: MemberRole,
  invitedBy: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type MyTeamInvitation = z.infer<typeof ZMyTeamInvitation>;
export const ZMyTeamInvitationsList = z.object({ items: z.array(ZMyTeamInvitation) });
export type MyTeamInvitationsList = z.infer<typeof ZMyTeamInvitationsList>;

export const ZDeclined = z.object({ declined: z.literal(true) });

export const ZRemoved = z.object({ removed: z.literal(true) });

/** GET me/organizations */
export const ZMyOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  role: TeamRole,
  /** The owner's name, so screens only the owner uses can say who does it. */
  ownerName: z.string().nullable(),
});
export type MyOrganization = z.infer<typeof ZMyOrganization>;
export const ZMyOrganizationsList = z.object({ items: z.array(ZMyOrganization) });
export type MyOrganizationsList = z.infer<typeof ZMyOrganizationsList>;

export const ACTIVITY_LABELS: Record<ActivityAction, string> = {
  'event.created': 'created an event',
  'event.edited': 'edited an event',
  'event.published': 'published an event',
  'event.duplicated': 'duplicated an event',
  'event.cancelled': 'cancelled an event',
  'ticket.redeemed': 'checked a guest in',
  'rsvp.approved': 'approved an RSVP',
  'rsvp.declined': 'declined an RSVP',
  'refund.approved': 'approved a refund',
  'refund.declined': 'declined a refund',
  'refund.mass': 'refunded every order',
  'payout.requested': 'requested a payout',
  'blast.sent': 'sent a text blast',
  'member.added': 'added a team member',
  'member.invited': 'invited a team member',
  'member.joined': 'joined the team',
  'member.role_changed': "changed a member's role",
  'member.removed': 'removed a team member',
  'member.left': 'left the team',
  'invitation.revoked': 'revoked an invitation',
  'invitation.declined': 'declined an invitation to the team',
  'ticket_type.created': 'added a ticket type',
  'ticket_type.edited': 'edited a ticket type',
  'ticket_type.deleted': 'removed a ticket type',
  'promo_code.created': 'created a promo code',
  'promo_code.deleted': 'removed a promo code',
  'tax.set': "set an event's tax",
  'tax.removed': "removed an event's tax",
  'tax_default.set': "set the organization's default tax",
  'tax_default.removed': "removed the organization's default tax",
  'chat.message_deleted': 'deleted a chat message',
  'report.reviewed': 'reviewed a report',
  'organization.edited': 'edited the organization',
  'organization.picture_changed': "changed the organization's picture",
  'organization.picture_removed': "removed the organization's picture",
};

export const ZActivityQuery = PageQuery;
export const ZActivityEntry = z.object({
  id: z.uuid(),
  action: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  event: z.object({ id: z.uuid(), title: z.string().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof ZActivityEntry>;
export const ZActivityPage = pageOf(ZActivityEntry);
export type ActivityPage = z.infer<typeof ZActivityPage>;
