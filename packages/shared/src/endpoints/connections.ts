import { IdParam, PageQuery } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZConnectionRequest,
  ZConnectionRequestsPage,
  ZConnectionState,
  ZMatchesPage,
} from '../schemas/social.ts';
import { endpoint } from './define.ts';

const base = { tags: ['social'], security: [{ bearer: [] }] };
const stateResponse = { 200: okEnvelope(ZConnectionState) };

export const connectionsEndpoints = {
  connect: endpoint({
    method: 'POST',
    path: '/users/:id/connection',
    ...base,
    params: IdParam,
    body: ZConnectionRequest,
    response: stateResponse,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/users/:id/connection/decline',
    ...base,
    params: IdParam,
    response: stateResponse,
  }),
  disconnect: endpoint({
    method: 'DELETE',
    path: '/users/:id/connection',
    ...base,
    params: IdParam,
    response: stateResponse,
  }),
  matches: endpoint({
    method: 'GET',
    path: '/matches',
    ...base,
    querystring: PageQuery,
    response: { 200: okEnvelope(ZMatchesPage) },
  }),
  requests: endpoint({
    method: 'GET',
    path: '/connection-requests',
    ...base,
    querystring: PageQuery,
    response: { 200: okEnvelope(ZConnectionRequestsPage) },
  }),
};
