import type { ApiModule } from '../../app-context.ts';
import { teamsRoutes } from './teams.routes.ts';

export type { Authorized, TeamAction, TeamScope } from './permissions.ts';
export {
  authorize,
  defaultOrganization,
  mayDo,
  organizationSql,
  organizationsWhere,
  roleMay,
  teamRole,
} from './permissions.ts';
export { recordActivity } from './teams.service.ts';

export const teamsModule: ApiModule = {
  name: 'teams',
  register: teamsRoutes,
};
