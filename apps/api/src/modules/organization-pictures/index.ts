import type { ApiModule } from '../../app-context.ts';
import { organizationPicturesRoutes } from './organization-pictures.routes.ts';

export { deletePicture, ownedOrganization, uploadPicture } from './organization-pictures.service.ts';

export const organizationPicturesModule: ApiModule = {
  name: 'organization-pictures',
  register: organizationPicturesRoutes,
};
