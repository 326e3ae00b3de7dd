import { z } from 'zod';
import { type ActivityAction, AddMemberStatus, MemberRole, TeamRole } from '../enums.ts';
import { Email, PageQuery, PhoneNumber, pageOf } from './common.ts';

export { ActivityAction, AddMemberStatus, MemberRole, TeamRole } from '../enums.ts';

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

/** A person added by phone or e-mail who has not signed in with it yet. */
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

/** The answer to adding someone: they joined at once, or an invitation waits for their sign-in. */
export const ZAddMemberResult = z.object({
  status: AddMemberStatus,
  member: ZMember.nullable(),
  invitation: ZMemberInvitation.nullable(),
});
export type AddMemberResult = z.infer<typeof ZAddMemberResult>;

export const ZRemoved = z.object({ removed: z.literal(true) });

/** GET me/organizations */
export const ZMyOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  role: TeamRole,
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
  'member.role_changed': "changed a member's role",
  'member.removed': 'removed a team member',
  'member.left': 'left the team',
  'invitation.revoked': 'revoked an invitation',
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
