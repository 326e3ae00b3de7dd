import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZActivityPage,
  ZActivityQuery,
  ZAddMemberRequest,
  ZAddMemberResult,
  ZDeclined,
  ZMember,
  ZMemberInvitationParams,
  ZMemberInvitationsList,
  ZMemberParams,
  ZMembersList,
  ZMyOrganization,
  ZMyOrganizationsList,
  ZMyTeamInvitationsList,
  ZRemoved,
  ZUpdateMemberRequest,
} from '../schemas/teams.ts';
import { endpoint } from './define.ts';
import { teamsPaths } from './teams.paths.ts';

const tags = ['teams'];
const security = [{ bearer: [] }];

export const teamsEndpoints = {
  members: endpoint({
    ...teamsPaths.members,
    tags,
    security,
    summary: 'The team: the owner, co-hosts and door staff (owner and co-hosts)',
    params: IdParam,
    response: { 200: okEnvelope(ZMembersList) },
  }),
  addMember: endpoint({
    ...teamsPaths.addMember,
    tags,
    security,
    summary:
      'Invite a co-host or door staff by phone or e-mail (owner only): they join when they accept; the answer is the same whether or not the address has an account',
    params: IdParam,
    body: ZAddMemberRequest,
    response: { 200: okEnvelope(ZAddMemberResult) },
  }),
  changeRole: endpoint({
    ...teamsPaths.changeRole,
    tags,
    security,
    summary: "Change a member's role (owner only; the owner's own role never changes)",
    params: ZMemberParams,
    body: ZUpdateMemberRequest,
    response: { 200: okEnvelope(ZMember) },
  }),
  removeMember: endpoint({
    ...teamsPaths.removeMember,
    tags,
    security,
    summary: 'Remove a member (owner only), or leave the team (your own id); the owner stays',
    params: ZMemberParams,
    response: { 200: okEnvelope(ZRemoved) },
  }),
  invitations: endpoint({
    ...teamsPaths.invitations,
    tags,
    security,
    summary: 'Team invitations waiting for an answer (owner only)',
    params: IdParam,
    response: { 200: okEnvelope(ZMemberInvitationsList) },
  }),
  revokeInvitation: endpoint({
    ...teamsPaths.revokeInvitation,
    tags,
    security,
    summary: 'Revoke a team invitation that has not been accepted (owner only)',
    params: ZMemberInvitationParams,
    response: { 200: okEnvelope(ZRemoved) },
  }),
  myInvitations: endpoint({
    ...teamsPaths.myInvitations,
    tags,
    security,
    summary: "The caller's pending team invitations (to its phone or e-mail)",
    response: { 200: okEnvelope(ZMyTeamInvitationsList) },
  }),
  acceptInvitation: endpoint({
    ...teamsPaths.acceptInvitation,
    tags,
    security,
    summary: 'Accept a team invitation (the invited person only; anyone else gets 404)',
    params: IdParam,
    response: { 200: okEnvelope(ZMyOrganization) },
  }),
  declineInvitation: endpoint({
    ...teamsPaths.declineInvitation,
    tags,
    security,
    summary: 'Decline a team invitation (the invited person only; anyone else gets 404)',
    params: IdParam,
    response: { 200: okEnvelope(ZDeclined) },
  }),
  myOrganizations: endpoint({
    ...teamsPaths.myOrganizations,
    tags,
    security,
    summary: 'The organizations the caller owns or helps run, with its role in each',
    response: { 200: okEnvelope(ZMyOrganizationsList) },
  }),
  activity: endpoint({
    ...teamsPaths.activity,
    tags,
    security,
    summary: 'Who did what for the organization, newest first (owner and co-hosts)',
    params: IdParam,
    querystring: ZActivityQuery,
    response: { 200: okEnvelope(ZActivityPage) },
  }),
};
