import type { ApiModule } from '../../app-context.ts';
import { rsvpDecisionJobs } from './rsvp-decisions.ts';
import { rsvpsRoutes } from './rsvps.routes.ts';

export { decideRsvp } from './rsvp-decisions.ts';
export { answerRsvp, listEventRsvps } from './rsvps.service.ts';

export const rsvpsModule: ApiModule = {
  name: 'rsvps',
  register: rsvpsRoutes,
  jobs: rsvpDecisionJobs,
};
