export { organizationsModule } from './organizations.routes.ts';
export {
  createOrganization,
  getMyOrganization,
  getOrganization,
  organizationOwner,
  ownOrganizationId,
  requireOwnedOrganization,
  updateOrganization,
} from './organizations.service.ts';
