import { IdParam, PageQuery } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZCreateInvitationRequest, ZInvitation, ZInvitationsPage } from '../schemas/events.ts';
import { endpoint } from './define.ts';
import { invitationsPaths } from './invitations.paths.ts';

const tags = ['invitations'];
const security = [{ bearer: [] }];

export const invitationsEndpoints = {
  invite: endpoint({
    ...invitationsPaths.invite,
    tags,
    security,
    summary: 'Invite a phone number or e-mail address (host only); they get a message with the link',
    description:
      'The answer is the same whether or not the address has an account. At most INVITES_PER_ORG_PER_HOUR and INVITES_PER_ORG_PER_DAY per organization; past that 429 RATE_LIMITED with Retry-After.',
    params: IdParam,
    body: ZCreateInvitationRequest,
    response: { 200: okEnvelope(ZInvitation) },
  }),
  list: endpoint({
    ...invitationsPaths.list,
    tags,
    security,
    summary: "The event's invitations with each invitee's answer (host only)",
    params: IdParam,
    querystring: PageQuery,
    response: { 200: okEnvelope(ZInvitationsPage) },
  }),
};
