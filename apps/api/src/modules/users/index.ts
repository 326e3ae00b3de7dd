export { usersModule } from './users.routes.ts';
export {
  changePhone,
  deleteAccount,
  findAccountByContact,
  findOrCreateAccount,
  getOwnProfile,
  getProfile,
  setProfilePhoto,
  setShowBanner,
  setUpProfile,
  updateDetails,
  updateVisibility,
} from './users.service.ts';
