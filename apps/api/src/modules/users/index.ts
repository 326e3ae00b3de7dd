import type { ApiModule } from '../../app-context.ts';
import { usersRoutes } from './users.routes.ts';

export { becomeHost, followIdentityCheck } from './account-status.ts';
export {
  changePhone,
  deleteAccount,
  getOwnProfile,
  getProfile,
  setProfilePhoto,
  setShowBanner,
  setUpProfile,
  updateDetails,
  updateVisibility,
} from './users.service.ts';

export const usersModule: ApiModule = {
  name: 'users',
  register: usersRoutes,
};
