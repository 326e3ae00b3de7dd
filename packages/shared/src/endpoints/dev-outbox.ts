import { ZOutboxList, ZOutboxQuery } from '../schemas/auth.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { endpoint } from './define.ts';
import { devOutboxPaths } from './dev-outbox.paths.ts';

export const devOutboxEndpoints = {
  list: endpoint({
    ...devOutboxPaths.list,
    tags: ['dev'],
    summary: 'Messages kept by the dev outbox (not in production; loopback clients only, others get 404)',
    querystring: ZOutboxQuery,
    response: { 200: okEnvelope(ZOutboxList) },
  }),
};
