export { organizationPicturesModule } from './organization-pictures.routes.ts';
export { deletePicture, ownedOrganization, uploadPicture } from './organization-pictures.service.ts';
