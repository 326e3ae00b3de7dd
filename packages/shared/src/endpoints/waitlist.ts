import { z } from 'zod';
import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZWaitlistEntry } from '../schemas/orders.ts';
import { endpoint } from './define.ts';
import { waitlistPaths } from './waitlist.paths.ts';

const tags = ['waitlist'];
const security = [{ bearer: [] }];
const response = { 200: okEnvelope(ZWaitlistEntry) };

export const waitlistEndpoints = {
  join: endpoint({
    ...waitlistPaths.join,
    tags,
    security,
    summary: 'Join the waitlist of a sold-out ticket type; a released ticket is offered in turn',
    params: IdParam,
    response,
  }),
  get: endpoint({
    ...waitlistPaths.get,
    tags,
    security,
    summary: "The caller's place and offer",
    params: IdParam,
    response,
  }),
  leave: endpoint({
    ...waitlistPaths.leave,
    tags,
    security,
    summary: 'Leave the waitlist (an offer held is given to the next person)',
    params: IdParam,
    response: { 200: okEnvelope(z.object({ left: z.literal(true) })) },
  }),
};
