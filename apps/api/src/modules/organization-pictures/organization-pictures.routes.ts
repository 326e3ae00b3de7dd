import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZDeleteOrganizationPictureRequest,
  ZOrganizationPictureResponse,
} from '@mingle/shared/schemas/organization-pictures';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { MULTIPART_FILE_DOC, readUploadedFile } from '../../lib/uploads.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { deletePicture, ownedOrganization, uploadPicture } from './organization-pictures.service.ts';

const tags = ['organizations'];
const security = [{ bearer: [] }];
const response = { 200: okEnvelope(ZOrganizationPictureResponse) };

export const organizationPicturesRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/organizations/upload-profile-picture',
    {
      schema: {
        tags,
        security,
        summary: "Upload the picture of the caller's organization (404 when they have none)",
        ...MULTIPART_FILE_DOC,
        response,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      const organizationId = await ownedOrganization(ctx, userId);
      const file = await readUploadedFile(request);
      return ok(await uploadPicture(ctx, userId, organizationId, file));
    },
  );

  app.delete(
    '/organizations/delete-profile-picture',
    {
      schema: {
        tags,
        security,
        summary: "Remove the organization's picture (owner only); an empty body means the caller's own",
        body: ZDeleteOrganizationPictureRequest,
        response,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await deletePicture(ctx, userId, request.body?.organizationId));
    },
  );
};
