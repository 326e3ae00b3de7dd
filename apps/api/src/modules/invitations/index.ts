import type { ApiModule } from '../../app-context.ts';
import { invitationsRoutes } from './invitations.routes.ts';

export { INVITATIONS_PER_HOUR, inviteGuest, listInvitations } from './invitations.service.ts';

export const invitationsModule: ApiModule = {
  name: 'invitations',
  register: invitationsRoutes,
};
