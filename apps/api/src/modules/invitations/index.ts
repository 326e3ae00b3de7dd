import type { ApiModule } from '../../app-context.ts';
import { invitationsRoutes } from './invitations.routes.ts';

export { inviteGuest, listInvitations } from './invitations.service.ts';

export const invitationsModule: ApiModule = {
  name: 'invitations',
  register: invitationsRoutes,
};
