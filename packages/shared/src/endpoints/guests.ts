import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZGuestsPage, ZGuestsQuery, ZPublicProfile, ZPublicProfileQuery } from '../schemas/social.ts';
import { endpoint } from './define.ts';
import { guestsPaths } from './guests.paths.ts';

const security = [{ bearer: [] }];

export const guestsEndpoints = {
  list: endpoint({
    ...guestsPaths.list,
    tags: ['social'],
    security,
    params: IdParam,
    querystring: ZGuestsQuery,
    response: { 200: okEnvelope(ZGuestsPage) },
  }),
  publicProfile: endpoint({
    ...guestsPaths.publicProfile,
    tags: ['social'],
    security,
    params: IdParam,
    querystring: ZPublicProfileQuery,
    response: { 200: okEnvelope(ZPublicProfile) },
  }),
};
