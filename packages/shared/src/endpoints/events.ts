import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZCreateEventRequest, ZEvent, ZUpdateEventRequest } from '../schemas/events.ts';
import { endpoint, MULTIPART_FILE_DOC } from './define.ts';
import { eventsPaths } from './events.paths.ts';

const tags = ['events'];
const security = [{ bearer: [] }];
const response = { 200: okEnvelope(ZEvent) };

export const eventsEndpoints = {
  create: endpoint({
    ...eventsPaths.create,
    tags,
    security,
    summary: 'Start a draft with any subset of the fields (needs an organization: 422 ORGANIZATION_REQUIRED)',
    body: ZCreateEventRequest,
    response,
  }),
  get: endpoint({
    ...eventsPaths.get,
    tags,
    summary: 'An event: published ones by id (the id is the private link), drafts only for their host',
    params: IdParam,
    response,
  }),
  update: endpoint({
    ...eventsPaths.update,
    tags,
    security,
    summary: 'Edit (host only). With wizardStep, that step must be complete (422 with fields)',
    params: IdParam,
    body: ZUpdateEventRequest,
    response,
  }),
  publish: endpoint({
    ...eventsPaths.publish,
    tags,
    security,
    summary: 'Publish a draft (host only); 422 UNPROCESSABLE with fields listing what is missing',
    params: IdParam,
    response,
  }),
  duplicate: endpoint({
    ...eventsPaths.duplicate,
    tags,
    security,
    summary: 'Copy an event into a new draft (host only): ticket types and promo codes, no guests',
    params: IdParam,
    response,
  }),
  uploadCover: endpoint({
    ...eventsPaths.uploadCover,
    tags,
    security,
    summary: 'Upload the cover image (host only); re-encoded as WebP, metadata removed',
    description: `${MULTIPART_FILE_DOC.description} Also stored 480, 720 and 960 px wide beside the original: the cover's URL with -w480, -w720 or -w960 before .webp.`,
    consumes: MULTIPART_FILE_DOC.consumes,
    params: IdParam,
    response,
  }),
};
