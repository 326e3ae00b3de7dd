import { IdParam, PageQuery } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZConnectionRequest,
  ZConnectionRequestsPage,
  ZConnectionState,
  ZMatchesPage,
} from '../schemas/social.ts';
import { connectionsPaths } from './connections.paths.ts';
import { endpoint } from './define.ts';

const base = { tags: ['social'], security: [{ bearer: [] }] };
const stateResponse = { 200: okEnvelope(ZConnectionState) };

export const connectionsEndpoints = {
  connect: endpoint({
    ...connectionsPaths.connect,
    ...base,
    params: IdParam,
    body: ZConnectionRequest,
    response: stateResponse,
  }),
  decline: endpoint({
    ...connectionsPaths.decline,
    ...base,
    params: IdParam,
    response: stateResponse,
  }),
  disconnect: endpoint({
    ...connectionsPaths.disconnect,
    ...base,
    params: IdParam,
    response: stateResponse,
  }),
  matches: endpoint({
    ...connectionsPaths.matches,
    ...base,
    querystring: PageQuery,
    response: { 200: okEnvelope(ZMatchesPage) },
  }),
  requests: endpoint({
    ...connectionsPaths.requests,
    ...base,
    querystring: PageQuery,
    response: { 200: okEnvelope(ZConnectionRequestsPage) },
  }),
};
