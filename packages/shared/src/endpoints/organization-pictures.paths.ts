import { at } from './define.ts';

/** Method and path of each organization-pictures endpoint: what the web client loads (no schemas); the declarations in organization-pictures.ts add the rest. */
export const organizationPicturesPaths = {
  upload: at('POST', '/organizations/upload-profile-picture'),
  delete: at('DELETE', '/organizations/delete-profile-picture'),
};
