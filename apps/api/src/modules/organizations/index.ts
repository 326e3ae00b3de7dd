import type { ApiModule } from '../../app-context.ts';
import { organizationsRoutes } from './organizations.routes.ts';

export { replaceOrganizationPicture, setOrganizationKyc } from './organization-records.ts';
export {
  createOrganization,
  getMyOrganization,
  getOrganization,
  organizationOwner,
  updateOrganization,
} from './organizations.service.ts';

export const organizationsModule: ApiModule = {
  name: 'organizations',
  register: organizationsRoutes,
};
