import { at } from './define.ts';

/** Method and path of each users endpoint: what the web client loads (no schemas); the declarations in users.ts add the rest. */
export const usersPaths = {
  profileSetup: at('POST', '/profileSetup-web'),
  updateDetailsWeb: at('PUT', '/updateUserDetailsWeb'),
  updateDetails: at('PUT', '/updateUserDetails'),
  updatePhoneNumber: at('POST', '/UpdatePhoneNumberByID'),
  profile: at('GET', '/getUserProfileDetails'),
  uploadProfilePic: at('POST', '/uploadProfilePic'),
  updateShowBanner: at('PUT', '/updateShowBanner'),
  deleteUser: at('DELETE', '/deleteUser'),
};
