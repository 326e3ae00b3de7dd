import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZCreateOrganizationRequest,
  ZOrganization,
  ZUpdateOrganizationRequest,
} from '../schemas/organizations.ts';
import { endpoint } from './define.ts';
import { organizationsPaths } from './organizations.paths.ts';

const tags = ['organizations'];
const security = [{ bearer: [] }];
const response = { 200: okEnvelope(ZOrganization) };

export const organizationsEndpoints = {
  create: endpoint({
    ...organizationsPaths.create,
    tags,
    security,
    summary: 'Become a host: create your organization (one per user; 409 when you have one)',
    body: ZCreateOrganizationRequest,
    response,
  }),
  mine: endpoint({
    ...organizationsPaths.mine,
    tags,
    security,
    summary: "The caller's organization (404 when they have none)",
    response,
  }),
  get: endpoint({
    ...organizationsPaths.get,
    tags,
    summary: "An organization's public profile",
    params: IdParam,
    response,
  }),
  update: endpoint({
    ...organizationsPaths.update,
    tags,
    security,
    summary: 'Change name or bio (owner only)',
    params: IdParam,
    body: ZUpdateOrganizationRequest,
    response,
  }),
};
