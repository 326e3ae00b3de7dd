import { ZLoginSourceQuery, ZUpdatePhoneRequest } from '@mingle/shared/schemas/auth';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import { ZPublicProfile } from '@mingle/shared/schemas/social';
import {
  ZDeleteUserResponse,
  ZOwnProfile,
  ZProfilePhotoResponse,
  ZProfileQuery,
  ZProfileSetupRequest,
  ZShowBannerQuery,
  ZUpdateUserDetailsWebRequest,
  ZUpdateVisibilityRequest,
} from '@mingle/shared/schemas/users';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { MULTIPART_FILE_DOC, readUploadedFile } from '../../lib/uploads.ts';
import { requireAuth, requireCompleteProfile, requireSignedIn } from '../../plugins/auth.ts';
import * as users from './users.service.ts';

const tags = ['users'];
const security = [{ bearer: [] }];
const ownProfile = { 200: okEnvelope(ZOwnProfile) };

/** Every write here acts on the signed-in caller only: no call takes another user's id. */
export const usersRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/profileSetup-web',
    {
      schema: {
        tags,
        security,
        summary: 'First-time profile setup (18+); the profile status becomes Completed',
        body: ZProfileSetupRequest,
        response: ownProfile,
      },
    },
    async (request) => {
      const { userId } = await requireSignedIn(ctx.db, request);
      return ok(await users.setUpProfile(ctx, userId, request.body));
    },
  );

  app.put(
    '/updateUserDetailsWeb',
    {
      schema: {
        tags,
        security,
        summary: 'Update any of name, birthdate, gender, intent, bio, userType',
        body: ZUpdateUserDetailsWebRequest,
        response: ownProfile,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await users.updateDetails(ctx, userId, request.body));
    },
  );

  app.put(
    '/updateUserDetails',
    {
      schema: {
        tags,
        security,
        summary: 'Set which details other guests see and whether to appear in guest lists',
        body: ZUpdateVisibilityRequest,
        response: ownProfile,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await users.updateVisibility(ctx, userId, request.body));
    },
  );

  app.post(
    '/UpdatePhoneNumberByID',
    {
      schema: {
        tags,
        security,
        summary: 'Change the phone number with a code sent to the new number by createOtp',
        description: '409 CONFLICT when the number belongs to another account.',
        body: ZUpdatePhoneRequest,
        response: ownProfile,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await users.changePhone(ctx, userId, request.body.phoneNumber, request.body.otp));
    },
  );

  app.get(
    '/getUserProfileDetails',
    {
      schema: {
        tags,
        security,
        summary: 'A profile: the whole one for yourself; for anyone else what users/:id/public shows',
        description:
          'Another person answers only when the caller may see them (they share an event whose guest list the caller may see, or a connection) and neither blocked the other; otherwise 404.',
        querystring: ZProfileQuery,
        response: { 200: okEnvelope(z.union([ZOwnProfile, ZPublicProfile])) },
      },
    },
    async (request) => {
      const auth = await requireSignedIn(ctx.db, request);
      // Reading your own profile is part of setting it up; anyone else's needs a set-up profile.
      const { userId } = request.query.ID === auth.userId ? auth : requireCompleteProfile(auth);
      return ok(await users.getProfile(ctx, userId, request.query.ID));
    },
  );

  app.post(
    '/uploadProfilePic',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a profile photo (re-encoded, metadata stripped)',
        ...MULTIPART_FILE_DOC,
        response: { 200: okEnvelope(ZProfilePhotoResponse) },
      },
    },
    async (request) => {
      const { userId } = await requireSignedIn(ctx.db, request);
      const file = await readUploadedFile(request);
      return ok({ profilePhoto: await users.setProfilePhoto(ctx, userId, file) });
    },
  );

  app.put(
    '/updateShowBanner',
    {
      schema: {
        tags,
        security,
        summary: 'Set banner visibility; without showBanner it toggles between visible and hidden',
        querystring: ZShowBannerQuery,
        response: ownProfile,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await users.setShowBanner(ctx, userId, request.query.showBanner));
    },
  );

  app.delete(
    '/deleteUser',
    {
      schema: {
        tags,
        security,
        summary: 'Delete your account: erases personal data and ends every session at once',
        querystring: ZLoginSourceQuery,
        response: { 200: okEnvelope(ZDeleteUserResponse) },
      },
    },
    async (request) => {
      const { userId } = await requireSignedIn(ctx.db, request);
      await users.deleteAccount(ctx, userId);
      return ok({ deleted: true as const }, 'Your account has been deleted');
    },
  );
};
