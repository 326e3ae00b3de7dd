import { z } from 'zod';
import { ZLoginSourceQuery, ZUpdatePhoneRequest } from '../schemas/auth.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZPublicProfile } from '../schemas/social.ts';
import {
  ZDeleteUserResponse,
  ZOwnProfile,
  ZProfilePhotoResponse,
  ZProfileQuery,
  ZProfileSetupRequest,
  ZShowBannerQuery,
  ZUpdateUserDetailsWebRequest,
  ZUpdateVisibilityRequest,
} from '../schemas/users.ts';
import { endpoint, MULTIPART_FILE_DOC } from './define.ts';
import { usersPaths } from './users.paths.ts';

const tags = ['users'];
const security = [{ bearer: [] }];
const ownProfile = { 200: okEnvelope(ZOwnProfile) };

export const usersEndpoints = {
  profileSetup: endpoint({
    ...usersPaths.profileSetup,
    tags,
    security,
    summary: 'First-time profile setup (18+); the profile status becomes Completed',
    body: ZProfileSetupRequest,
    response: ownProfile,
  }),
  updateDetailsWeb: endpoint({
    ...usersPaths.updateDetailsWeb,
    tags,
    security,
    summary: 'Update any of name, birthdate, gender, intent, bio, userType',
    body: ZUpdateUserDetailsWebRequest,
    response: ownProfile,
  }),
  updateDetails: endpoint({
    ...usersPaths.updateDetails,
    tags,
    security,
    summary: 'Set which details other guests see and whether to appear in guest lists',
    body: ZUpdateVisibilityRequest,
    response: ownProfile,
  }),
  updatePhoneNumber: endpoint({
    ...usersPaths.updatePhoneNumber,
    tags,
    security,
    summary: 'Change the phone number with a code sent to the new number by createOtp',
    description: '409 CONFLICT when the number belongs to another account.',
    body: ZUpdatePhoneRequest,
    response: ownProfile,
  }),
  profile: endpoint({
    ...usersPaths.profile,
    tags,
    security,
    summary: 'A profile: the whole one for yourself; for anyone else what users/:id/public shows',
    description:
      'Another person answers only when the caller may see them (they share an event whose guest list the caller may see, or a connection) and neither blocked the other; otherwise 404.',
    querystring: ZProfileQuery,
    response: { 200: okEnvelope(z.union([ZOwnProfile, ZPublicProfile])) },
  }),
  uploadProfilePic: endpoint({
    ...usersPaths.uploadProfilePic,
    tags,
    security,
    summary: 'Upload a profile photo (re-encoded, metadata stripped)',
    ...MULTIPART_FILE_DOC,
    response: { 200: okEnvelope(ZProfilePhotoResponse) },
  }),
  updateShowBanner: endpoint({
    ...usersPaths.updateShowBanner,
    tags,
    security,
    summary: 'Set banner visibility; without showBanner it toggles between visible and hidden',
    querystring: ZShowBannerQuery,
    response: ownProfile,
  }),
  deleteUser: endpoint({
    ...usersPaths.deleteUser,
    tags,
    security,
    summary: 'Delete your account: erases personal data and ends every session at once',
    querystring: ZLoginSourceQuery,
    response: { 200: okEnvelope(ZDeleteUserResponse) },
  }),
};
