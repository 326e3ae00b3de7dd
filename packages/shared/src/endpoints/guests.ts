import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZGuestsPage, ZGuestsQuery, ZPublicProfile, ZPublicProfileQuery } from '../schemas/social.ts';
import { endpoint } from './define.ts';

const security = [{ bearer: [] }];

export const guestsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/events/:id/guests',
    tags: ['social'],
    security,
    params: IdParam,
    querystring: ZGuestsQuery,
    response: { 200: okEnvelope(ZGuestsPage) },
  }),
  publicProfile: endpoint({
    method: 'GET',
    path: '/users/:id/public',
    tags: ['social'],
    security,
    params: IdParam,
    querystring: ZPublicProfileQuery,
    response: { 200: okEnvelope(ZPublicProfile) },
  }),
};
