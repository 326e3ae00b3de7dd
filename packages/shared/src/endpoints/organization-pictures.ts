import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZDeleteOrganizationPictureRequest,
  ZOrganizationPictureResponse,
} from '../schemas/organization-pictures.ts';
import { endpoint, MULTIPART_FILE_DOC } from './define.ts';
import { organizationPicturesPaths } from './organization-pictures.paths.ts';

const tags = ['organizations'];
const security = [{ bearer: [] }];
const response = { 200: okEnvelope(ZOrganizationPictureResponse) };

export const organizationPicturesEndpoints = {
  upload: endpoint({
    ...organizationPicturesPaths.upload,
    tags,
    security,
    summary: "Upload the picture of the caller's organization (404 when they have none)",
    ...MULTIPART_FILE_DOC,
    response,
  }),
  delete: endpoint({
    ...organizationPicturesPaths.delete,
    tags,
    security,
    summary: "Remove the organization's picture (owner only); an empty body means the caller's own",
    body: ZDeleteOrganizationPictureRequest,
    response,
  }),
};
