import { at } from './define.ts';

/** Method and path of each teams endpoint: what the web client loads (no schemas); the declarations in teams.ts add the rest. */
export const teamsPaths = {
  members: at('GET', '/organizations/:id/members'),
  addMember: at('POST', '/organizations/:id/members'),
  changeRole: at('PATCH', '/organizations/:id/members/:userId'),
  removeMember: at('DELETE', '/organizations/:id/members/:userId'),
  invitations: at('GET', '/organizations/:id/invitations'),
  revokeInvitation: at('DELETE', '/organizations/:id/invitations/:invitationId'),
  myInvitations: at('GET', '/me/team-invitations'),
  acceptInvitation: at('POST', '/team-invitations/:id/accept'),
  declineInvitation: at('POST', '/team-invitations/:id/decline'),
  myOrganizations: at('GET', '/me/organizations'),
  activity: at('GET', '/organizations/:id/activity'),
};
