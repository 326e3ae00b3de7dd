import { z } from 'zod';
import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import { ZWaitlistEntry } from '../schemas/orders.ts';
import { endpoint } from './define.ts';

const tags = ['waitlist'];
const security = [{ bearer: [] }];
const response = { 200: okEnvelope(ZWaitlistEntry) };

export const waitlistEndpoints = {
  join: endpoint({
    method: 'POST',
    path: '/ticket-types/:id/waitlist',
    tags,
    security,
    summary: 'Join the waitlist of a sold-out ticket type; a released ticket is offered in turn',
    params: IdParam,
    response,
  }),
  get: endpoint({
    method: 'GET',
    path: '/ticket-types/:id/waitlist',
    tags,
    security,
    summary: "The caller's place and offer",
    params: IdParam,
    response,
  }),
  leave: endpoint({
    method: 'DELETE',
    path: '/ticket-types/:id/waitlist',
    tags,
    security,
    summary: 'Leave the waitlist (an offer held is given to the next person)',
    params: IdParam,
    response: { 200: okEnvelope(z.object({ left: z.literal(true) })) },
  }),
};
