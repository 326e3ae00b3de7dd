export { invitationsModule } from './invitations.routes.ts';
export { INVITATIONS_PER_HOUR, inviteGuest, listInvitations } from './invitations.service.ts';
