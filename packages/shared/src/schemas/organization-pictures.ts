import { z } from 'zod';

/** POST organizations/upload-profile-picture (multipart, field `file`) and its DELETE twin. */
export const ZOrganizationPictureResponse = z.object({
  organizationId: z.uuid(),
  profilePicture: z.string().nullable(),
});
export type OrganizationPictureResponse = z.infer<typeof ZOrganizationPictureResponse>;

/**
 * DELETE organizations/delete-profile-picture: no body (the server sees null), {} or no
 * organizationId mean the caller's own organization.
 */
export const ZDeleteOrganizationPictureRequest = z
  .object({ organizationId: z.uuid({ error: 'organizationId must be an organization id' }).optional() })
  .nullish();
